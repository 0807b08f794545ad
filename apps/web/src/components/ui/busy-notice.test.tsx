import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusyNotice } from '#src/components/ui/busy-notice.tsx';
import { callApi, retryAfterSeconds } from '#src/lib/api-client.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const tooMany = (retryAfter: string) =>
  json({ error: 'too_many_requests', message: 'Too many requests.' }, 429, { 'Retry-After': retryAfter });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a 429 of the API', () => {
  it('shows a notice, waits the Retry-After, retries and then answers as if nothing happened', async () => {
    fetchMock.mockResolvedValueOnce(tooMany('2')).mockResolvedValueOnce(json({ name: 'demo' }));
    render(<BusyNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    const answer = callApi('GET /api/tenants/by-name/:name', { params: { name: 'demo' } });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toBe(
      'Het is even erg druk. We proberen het over 2 seconden opnieuw.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status').textContent).toContain('over 1 seconde opnieuw');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await expect(answer).resolves.toEqual({ name: 'demo' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('resends a POST with its body, and gives up with the error after three retries', async () => {
    fetchMock.mockImplementation(async () => tooMany('1'));
    render(<BusyNotice />);
    const answer = callApi('POST /api/customers/verify-email', { body: { tenantId: 'demo', token: 'hallo' } });
    const settled = answer.catch((error: unknown) => error);
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    const error = await settled;
    expect(error).toMatchObject({ name: 'ApiError', status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const call of fetchMock.mock.calls as [string, RequestInit][]) {
      expect(call[1].body).toBe(JSON.stringify({ tenantId: 'demo', token: 'hallo' }));
    }
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and keeps the wait between 1 and 30 s', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(null)).toBe(1);
    expect(retryAfterSeconds('soon')).toBe(1);
    expect(retryAfterSeconds('3600')).toBe(30);
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 12:00:05 GMT', now)).toBe(5);
  });
});
