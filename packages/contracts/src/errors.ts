import { z } from 'zod';

/** Every error answer of the API (DESIGN §4). */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
