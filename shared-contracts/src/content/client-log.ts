import * as z from 'zod/mini';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { printableText } from '../rules/common';

/** An uncaught client exception sent to POST /api/logger (spec §7). */
export const ClientLog = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX_LENGTHS.url)),
  message: printableText(FIELD_MAX_LENGTHS.message),
  type: z.literal('exception'),
  stackTrace: z.optional(printableText(FIELD_MAX_LENGTHS.stackTrace)),
  cause: z.optional(printableText(FIELD_MAX_LENGTHS.message)),
});
export type ClientLog = z.infer<typeof ClientLog>;

/** The query of GET /404 (spec §7): the missing path. */
export const MissingPageQuery = z.object({ uri: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX_LENGTHS.url)) });
export type MissingPageQuery = z.infer<typeof MissingPageQuery>;

/** Uncaught exceptions whose message contains "status -1" (network failures) are not logged (spec §7). */
export const shouldLogClientError = (message: string): boolean => !message.includes('status -1');
