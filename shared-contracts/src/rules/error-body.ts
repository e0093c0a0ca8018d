import * as z from 'zod/mini';

/** `code` where the client must tell cases apart (login's, spec §8). */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  in: z.optional(z.enum(['body', 'params', 'query', 'headers'])),
  /** a form whose link has expired (401 link_expired): for the link-expired page (spec §6) */
  randomId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
