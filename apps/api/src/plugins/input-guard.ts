import { DEFAULT_LANGUAGE, unsafeTextProblem } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#src/lib/errors.ts';

interface UnsafeText {
  field: string;
  problem: 'nul' | 'surrogate';
  inKey: boolean;
}

// With the u flag a surrogate only matches when it is unpaired: a lone surrogate is not text.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

function describeUnsafeText(text: string): UnsafeText['problem'] | null {
  // PostgreSQL cannot store U+0000 in text, and it has no place in a name, address or message.
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The first string (or object key) in a value that cannot be stored as text, with where it is. */
export function findUnsafeText(value: unknown, path: string): UnsafeText | null {
  if (typeof value === 'string') {
    const problem = describeUnsafeText(value);
    return problem ? { field: path, problem, inKey: false } : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = describeUnsafeText(key);
    if (keyProblem) return { field: path, problem: keyProblem, inKey: true };
    const problem = findUnsafeText(inner, `${path}.${key}`);
    if (problem) return problem;
  }
  return null;
}

/** 400 naming the field, in the `{ error, message, fields }` shape of every validation error. */
export function unsafeTextError(problem: UnsafeText): HttpError {
  return new HttpError(400, 'invalid_text', problem, [
    { field: problem.field, message: unsafeTextProblem(problem, DEFAULT_LANGUAGE) },
  ]);
}

function isJsonRequest(request: FastifyRequest): boolean {
  return /\bjson\b/i.test(request.headers['content-type'] ?? '');
}

function isJsonObject(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * Refuses, for every route at once, input that no handler can use: text with NUL characters or
 * lone surrogates in the params, query or body, and a JSON body that is not an object. Such input
 * would otherwise reach PostgreSQL and fail there as a 500.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problem =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'query') ??
      findUnsafeText(request.body, 'body');
    if (problem) throw unsafeTextError(problem);
    // A raw body (a Buffer, e.g. a signed webhook) is the route's own business.
    if (request.body !== undefined && isJsonRequest(request) && !Buffer.isBuffer(request.body)) {
      if (!isJsonObject(request.body)) {
        throw new HttpError(400, 'invalid_body', {});
      }
    }
  });
});
