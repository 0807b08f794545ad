/** An error whose status, code and message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, fields?: { field: string; message: string }[]) =>
  new HttpError(400, 'bad_request', message, fields);

/** 400 'validation_error' listing every field, the answer to any request that fails its schema. */
export function invalidRequest(fields: { field: string; message: string }[]): HttpError {
  const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
  return new HttpError(400, 'validation_error', `Invalid request: ${summary}`, fields);
}
