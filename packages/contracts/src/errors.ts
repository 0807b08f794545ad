import { z } from 'zod';

/** Every error answer of the API: a code, a human message and, for a validation error (400), the fields. */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
