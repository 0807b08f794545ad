import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { connectionErrorSummary, isDatabaseUnavailable } from '#src/lib/database-errors.ts';
import { errorAnswer, HttpError, invalidRequest } from '#src/lib/errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { isInvalidInputError } from './input-errors.ts';

/**
 * `{ error, message }` with the status codes of the error catalogue, never a stack trace or SQL.
 * `error` is a code of the contracts' enum; `message` is its text in the request's language.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const answer = (status: number, httpError: HttpError) => reply.code(status).send(errorAnswer(httpError, language));
    if (error instanceof HttpError) return answer(error.statusCode, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = invalidRequest(
        error.validation.map((issue) => ({
          field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'Invalid value',
        })),
      );
      return answer(400, invalid);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body that is not JSON, too large, a bad content type) keep their text.
      return answer(status, new HttpError(status, 'request_refused', { detail: error.message }));
    }
    if (isInvalidInputError(error)) {
      request.log.warn({ err: error }, 'request refused: invalid input');
      return answer(400, new HttpError(400, 'invalid_value', {}));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ cause: connectionErrorSummary(error) }, 'request failed: the database is unavailable');
      return answer(503, new HttpError(503, 'service_unavailable', {}));
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, new HttpError(500, 'internal_error', {}));
  });
});
