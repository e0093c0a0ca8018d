import * as z from 'zod/mini';
import { printable } from './common';

/** The answer of an ABN lookup (spec §3): entity name and status ('Active' when active). */
export const AbnResult = z.object({
  Abn: z.optional(z.string().check(z.regex(/^\d{11}$/))),
  EntityName: printable(200),
  AbnStatus: printable(40),
});
export type AbnResult = z.infer<typeof AbnResult>;
