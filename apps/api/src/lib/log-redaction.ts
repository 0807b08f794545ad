/**
 * Logs must not carry personal data or secrets. A failed query carries its parameters
 * (e-mail addresses, password hashes, addresses): Drizzle puts them in `params` and in its
 * message, PostgreSQL puts the offending values in `detail` and, for invalid input, in the
 * message. This serializer keeps what helps to debug (error type, SQL text, code, constraint,
 * stack frames) and leaves the values out.
 */
const REDACTED = '[redacted]';
const SECRET_FIELDS = new Set(['params', 'parameters', 'detail', 'password', 'passwordHash', 'token']);
/** Drizzle: "Failed query: <sql>\nparams: <values>" up to the stack frames. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
/** PostgreSQL data exceptions (class 22) quote the offending value: invalid input syntax for type integer: "…" */
const QUOTED_VALUE = /"(?:[^"]|"")*"/g;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

function scrubText(text: string, error: ErrorLike): string {
  const withoutParams = text.replace(DRIZZLE_PARAMS, `\nparams: ${REDACTED}`);
  const code = typeof error.code === 'string' ? error.code : '';
  return code.startsWith('22') ? withoutParams.replace(QUOTED_VALUE, REDACTED) : withoutParams;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(value: unknown): SerializedError {
  return serializeWithCauses(value, 0);
}

function serializeWithCauses(value: unknown, depth: number): SerializedError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: typeof value === 'string' ? value : REDACTED, stack: '' };
  }
  const error = value as ErrorLike;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrubText(error.message, error),
    stack: typeof error.stack === 'string' ? scrubText(error.stack, error) : '',
  };
  for (const [key, field] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    serialized[key] = SECRET_FIELDS.has(key) ? REDACTED : field;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeWithCauses(error.cause, depth + 1);
  return serialized;
}

/** Paths pino blanks wherever a log call passes them. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'params',
  '*.password',
  '*.passwordHash',
  '*.params',
];

/** Fastify's logger options: the level, redaction and the error serializer above. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
