import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '#src/features/contact/api/send-contact-message.ts';

afterEach(() => vi.unstubAllGlobals());

describe('sendContactMessage (spec §7 POST /api/contact)', () => {
  it('sends multipart form data with language nl and the attachments repeated', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ];
    const result = await sendContactMessage({
      tenantId: 't-1',
      name: 'An',
      email: 'an@example.nl',
      phoneNumber: '',
      message: 'Een vraag over de kaarsen',
      attachments: files,
    });
    expect(result.message).toBe('ok');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      tenantId: 't-1',
      name: 'An',
      email: 'an@example.nl',
      phoneNumber: '',
      message: 'Een vraag over de kaarsen',
      language: 'nl',
    });
    expect(body.getAll('attachments').map((file) => (file as File).name)).toEqual(['a.png', 'b.pdf']);
    // the browser sets the multipart boundary itself
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});
