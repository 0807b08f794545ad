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
