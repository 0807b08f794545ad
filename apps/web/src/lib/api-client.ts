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
    body = (await response.json()) as { message?: unknown; error?: unknown };
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

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(path, init);
  return (await response.json()) as T;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiPost<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return readJson<T>(await apiFetch(path, { ...init, method: 'POST', body: JSON.stringify(body) }));
}

export async function apiPut<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return readJson<T>(await apiFetch(path, { ...init, method: 'PUT', body: JSON.stringify(body) }));
}

export async function apiDelete<T>(path: string, init?: RequestInit): Promise<T> {
  return readJson<T>(await apiFetch(path, { ...init, method: 'DELETE' }));
}

/** Builds `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
