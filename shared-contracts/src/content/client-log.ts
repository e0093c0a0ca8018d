import * as z from 'zod/mini';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { printableText } from '../rules/common';

/** Spec §7 */
export const ClientLog = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX_LENGTHS.url)),
  message: printableText(FIELD_MAX_LENGTHS.message),
  type: z.literal('exception'),
  stackTrace: z.optional(printableText(FIELD_MAX_LENGTHS.stackTrace)),
  cause: z.optional(printableText(FIELD_MAX_LENGTHS.message)),
});
export type ClientLog = z.infer<typeof ClientLog>;

/** Spec §7: the missing path. */
export const MissingPageQuery = z.object({ uri: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX_LENGTHS.url)) });
export type MissingPageQuery = z.infer<typeof MissingPageQuery>;
