import type { TPlatformUser } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** A JSON answer; a 204 has no body. */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const owner: TPlatformUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'anna@example.nl',
  fullName: 'Anna de Vries',
  role: 'Owner',
  language: 'nl',
  emailVerified: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  shops: [
    { id: '00000000-0000-4000-8000-000000000002', name: 'atelier-anna', displayName: 'Atelier Anna', role: 'Owner' },
  ],
  homePath: '/atelier-anna/dashboard',
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * A fetch stub answering per "METHOD /path" (the query string left out); the session call answers
 * "nobody signed in" unless a test says otherwise. Calls are recorded with their parsed body.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://winkelwerf.test');
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ route, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler =
      handlers[route] ??
      (route === 'GET /api/platform/session' ? () => json({ user: null, secondFactorPending: false }) : undefined);
    if (!handler) return json({ error: 'not_found', message: 'Not found' }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders a page at `path` with a fresh query client; `location.history` shows where it navigated. */
export function renderAt(path: string, page: ReactNode) {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </QueryClientProvider>
  );
  return { location, queryClient, tree };
}
