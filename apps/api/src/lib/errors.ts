import {
  DEFAULT_LANGUAGE,
  errorMessage,
  fieldMessage,
  fieldText,
  type TErrorCode,
  type TErrorParams,
  type TFieldText,
  type TFieldTextParams,
  type TLanguage,
  type TMissingThing,
} from '@shop/contracts';

/** A field text of the catalogue named by its key, rendered when the error is answered. */
export interface KeyedFieldText<TKey extends TFieldText = TFieldText> {
  text: TKey;
  params: TFieldTextParams[TKey];
}

export const keyedText = <TKey extends TFieldText>(text: TKey, params: TFieldTextParams[TKey]): KeyedFieldText =>
  ({ text, params }) as KeyedFieldText;

/** A field of a validation error: a text of ours or of a schema (translated when listed), or a keyed one. */
export interface FieldError {
  field: string;
  message: string | KeyedFieldText;
}

const renderField = (message: FieldError['message'], language: TLanguage): string =>
  typeof message === 'string'
    ? fieldMessage(message, language)
    : fieldText(message.text, message.params as never, language);

/**
 * An error whose status, code and parameters may be shown to the client; its message is rendered
 * from the contracts' catalogue in the request's language when it is answered.
 */
export class HttpError<TCode extends TErrorCode = TErrorCode> extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TCode,
    readonly params: TErrorParams[TCode],
    readonly fields?: FieldError[],
  ) {
    super(errorMessage(code, params, DEFAULT_LANGUAGE));
  }
}

export const notFound = (thing: TMissingThing) => new HttpError(404, 'not_found', { thing });

/** 400 'validation_error' listing every field, the answer to any request that fails its schema. */
export const invalidRequest = (fields: FieldError[]): HttpError<'validation_error'> =>
  new HttpError(400, 'validation_error', { form: 'request' }, fields);

/** The `{ error, message, fields? }` answer of an HttpError in a language. */
export function errorAnswer(error: HttpError, language: TLanguage) {
  const fields = error.fields?.map((entry) => ({ field: entry.field, message: renderField(entry.message, language) }));
  const params =
    error.code === 'validation_error' && fields
      ? { ...error.params, summary: fields.map((entry) => `${entry.field}: ${entry.message}`).join('; ') }
      : error.params;
  return {
    error: error.code,
    message: errorMessage(error.code, params as never, language),
    ...(fields ? { fields } : {}),
  };
}
