import * as z from 'zod/mini';
import { printable } from '../rules/common';

/**
 * The answer of an ABN lookup (spec §3): entity name and status ('Active' when active). `Verified: false` marks a
 * checksum-valid ABN that no register could confirm (none configured): accepted, not blocked, and recorded so.
 */
export const AbnResult = z.object({
  Abn: z.optional(z.string().check(z.regex(/^\d{11}$/))),
  EntityName: printable(200),
  AbnStatus: printable(40),
  Verified: z.optional(z.boolean()),
});
export type AbnResult = z.infer<typeof AbnResult>;
