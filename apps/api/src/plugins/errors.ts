import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  connectionErrorSummary,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '#src/lib/database-errors.ts';
import { HttpError, invalidRequest } from '#src/lib/errors.ts';
import { inputErrorAnswer } from './input-errors.ts';

/** DESIGN §4: `{ error, message }`, the status codes of spec §8, never a stack trace or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = invalidRequest(
        error.validation.map((issue) => ({
          field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'Invalid value',
        })),
      );
      return reply.code(400).send({ error: invalid.code, message: invalid.message, fields: invalid.fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    }
    const inputError = inputErrorAnswer(error);
    if (inputError) {
      request.log.warn({ err: error }, 'request refused: invalid input');
      return reply.code(inputError.statusCode).send({ error: inputError.code, message: inputError.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ cause: connectionErrorSummary(error) }, 'request failed: the database is unavailable');
      return reply.code(503).send({ error: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal_error', message: 'Something went wrong on our side.' });
  });
});
