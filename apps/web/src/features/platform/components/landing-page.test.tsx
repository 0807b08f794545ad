import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '#src/features/platform/components/landing-page.tsx';
import { json, owner, renderAt, stubApi } from '#src/test/platform-test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the landing page and a signed-in platform user (spec §2.2)', () => {
  it('shows at once, before the session answers, and stays for an anonymous visitor', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ 'GET /api/platform/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { tree, location } = renderAt('/', <LandingPage />);
    render(tree);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    answer(json({ user: null, secondFactorPending: false }));
    await new Promise((next) => setTimeout(next, 50));
    expect(location.history).toEqual(['/']);
  });

  it('sends the Admin to /select-tenant and an owner to their dashboard', async () => {
    stubApi({
      'GET /api/platform/session': () =>
        json({ user: { ...owner, role: 'Admin', homePath: '/select-tenant' }, secondFactorPending: false }),
    });
    const admin = renderAt('/', <LandingPage />);
    const { unmount } = render(admin.tree);
    await waitFor(() => expect(admin.location.history.at(-1)).toBe('/select-tenant'));
    unmount();

    stubApi({ 'GET /api/platform/session': () => json({ user: owner, secondFactorPending: false }) });
    const shopOwner = renderAt('/', <LandingPage />);
    render(shopOwner.tree);
    await waitFor(() => expect(shopOwner.location.history.at(-1)).toBe('/atelier-anna/dashboard'));
  });
});
