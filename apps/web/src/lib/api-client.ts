import type { TApiInput, TApiResponse, TApiRoute } from '@shop/contracts/api-routes';
import i18next from 'i18next';

/** A non-OK answer of the API; `message` is the server's human text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly statusText: string;
  /** The parsed JSON error body, when there was one (e.g. `fields` of a validation error). */
  readonly body: unknown;

  constructor(status: number, serverMessage: string | null, statusText = '', body: unknown = null) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: { message?: unknown; error?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: no server text
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : typeof body?.error === 'string' && body.error
        ? body.error
        : null;
  return new ApiError(response.status, message, response.statusText, body);
}

/**
 * The API answers 429 from its rate limiter before it handles the request, so nothing happened
 * yet and any request (a POST too) may be sent again. It is, after the Retry-After the server
 * asked for (bounded, so a shopper never waits long without an answer), while a notice says so.
 */
const MAX_RATE_LIMIT_RETRIES = 3;
const MAX_RETRY_WAIT_SECONDS = 30;

/** Seconds until the next attempt while requests wait out a 429, else null. */
type RetryWait = { seconds: number } | null;
let retryWait: RetryWait = null;
let waitingRequests = 0;
const retryWaitListeners = new Set<() => void>();

function setRetryWait(next: RetryWait): void {
  retryWait = next;
  for (const listener of retryWaitListeners) listener();
}

/** For useSyncExternalStore: the notice shown while the API asks us to slow down. */
export function subscribeToRetryWait(listener: () => void): () => void {
  retryWaitListeners.add(listener);
  return () => retryWaitListeners.delete(listener);
}

export const getRetryWait = (): RetryWait => retryWait;

/** Retry-After as seconds (it may also be an HTTP date); 1 s when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  if (!Number.isFinite(seconds)) return 1;
  return Math.min(MAX_RETRY_WAIT_SECONDS, Math.max(1, seconds));
}

async function waitOutRateLimit(seconds: number, signal: AbortSignal | null | undefined): Promise<void> {
  waitingRequests += 1;
  try {
    for (let left = seconds; left > 0; left -= 1) {
      if (signal?.aborted) throw new NetworkError(signal.reason);
      setRetryWait({ seconds: left });
      await new Promise((next) => setTimeout(next, 1000));
    }
  } finally {
    waitingRequests -= 1;
    if (waitingRequests === 0) setRetryWait(null);
  }
}

type TTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: TTransport = (path, init) => fetch(path, init);

/** The server's page renderer answers a render's API calls itself (src/entry-server.tsx). */
export function setApiTransport(next: TTransport): void {
  transport = next;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(path, {
      ...init,
      headers: {
        Accept: 'application/json',
        // The API writes its messages in the shopper's language (Dutch unless English is chosen).
        'Accept-Language': i18next.language === 'en' ? 'en' : 'nl',
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
}

async function apiFetch(path: string, init: RequestInit = {}, retryRateLimit = true): Promise<Response> {
  let response = await send(path, init);
  const retries = retryRateLimit ? MAX_RATE_LIMIT_RETRIES : 0;
  for (let retry = 0; response.status === 429 && retry < retries; retry += 1) {
    await waitOutRateLimit(retryAfterSeconds(response.headers.get('retry-after')), init.signal);
    response = await send(path, init);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Headers and the abort signal; `keepalive` lets a request outlive the page (a page-view beacon).
 * `retryRateLimit: false` answers a 429 at once: a login's per-account limit lasts minutes, so
 * waiting it out would only leave the form hanging.
 */
type TRequestOptions = Pick<RequestInit, 'signal' | 'keepalive'> & {
  headers?: Record<string, string>;
  retryRateLimit?: boolean;
};

type TCallArguments<TRoute extends TApiRoute> =
  object extends TApiInput<TRoute>
    ? [input?: TApiInput<TRoute> & TRequestOptions]
    : [input: TApiInput<TRoute> & TRequestOptions];

/** The path with its `:name` parameters filled in (encoded); the other parameters form the query, empty ones left out. */
function fillPath(route: string, params: object = {}): string {
  const query = new URLSearchParams();
  const rest: Record<string, unknown> = { ...params };
  const path = route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The route's path with its parameters filled in (encoded) and its query, leaving out empty values. */
export const apiPath = <TRoute extends TApiRoute>(route: TRoute, ...[input]: TCallArguments<TRoute>): string =>
  fillPath(route, input?.params);

/** A 2xx answer: the body typed by the route table, and the headers. */
export interface ApiAnswer<TResponse> {
  data: TResponse;
  headers: Headers;
}

/**
 * Sends one call of the route table. The body is not validated again here: the API answers with
 * the same contract's schema, so it is the route's response type (an empty body is null).
 */
export async function requestApi<TRoute extends TApiRoute>(
  route: TRoute,
  ...[input]: TCallArguments<TRoute>
): Promise<ApiAnswer<TApiResponse<TRoute>>> {
  const { params, body, retryRateLimit, ...init }: TRequestOptions & { params?: object; body?: unknown } = input ?? {};
  const response = await apiFetch(
    fillPath(route, params),
    {
      ...init,
      method: route.slice(0, route.indexOf(' ')),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    },
    retryRateLimit ?? true,
  );
  const text = await response.text();
  const data: TApiResponse<TRoute> = text ? JSON.parse(text) : null;
  return { data, headers: response.headers };
}

/** Sends one call of the route table and answers its typed body. */
export const callApi = <TRoute extends TApiRoute>(
  route: TRoute,
  ...input: TCallArguments<TRoute>
): Promise<TApiResponse<TRoute>> => requestApi(route, ...input).then((answer) => answer.data);
