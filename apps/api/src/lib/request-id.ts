import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a load balancer's or another service's id may look like: a UUID, a hex or base64url token, `host:n`. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is a plausible id (so one id follows a
 * request through the load balancer and every node's logs), else a fresh UUID. Anything longer
 * or with other characters is not believed: it would land in every log line of the request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && VALID_REQUEST_ID.test(header) ? header : randomUUID();
}
