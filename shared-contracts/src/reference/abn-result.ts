import * as z from 'zod/mini';
import { printable } from '../rules/common';

/** Spec §3. `Verified: false`: a checksum-valid ABN no register could confirm, accepted and recorded so. */
export const AbnResult = z.object({
  Abn: z.optional(z.string().check(z.regex(/^\d{11}$/))),
  EntityName: printable(200),
  AbnStatus: printable(40),
  Verified: z.optional(z.boolean()),
});
export type AbnResult = z.infer<typeof AbnResult>;
