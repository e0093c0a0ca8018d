import * as z from 'zod/mini';

/** The body of every 400 response: a summary and the field errors keyed by field path. */
export const FieldErrors = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrors = z.infer<typeof FieldErrors>;

/**
 * The body of every error response: a message; a machine-readable code where the client must tell cases apart
 * (`invalid_verification`, `expired_verification`, `redacted` for login, spec §8); field errors on 400.
 */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** which part of the request the field errors are about */
  in: z.optional(z.enum(['body', 'params', 'query', 'headers'])),
  /** a form whose link has expired (401 link_expired): the random id of its link, for the link-expired page (spec §6) */
  randomId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
