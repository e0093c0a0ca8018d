import * as z from 'zod/mini';
import { FIELD_MAX_LENGTHS } from '../rules/max-lengths';
import { printable } from '../rules/common';

/** Spec §7. username: the people id or tracking number; password: the birth date (yyyy-MM-dd). */
export const LoginRequest = z.object({
  username: z.string().check(z.minLength(1, 'Enter your tracking number'), z.maxLength(20), z.regex(/^[A-Za-z0-9]+$/, 'Enter your tracking number')),
  password: z.string().check(z.minLength(1, 'Enter your date of birth'), z.maxLength(10)),
  verificationCode: z.optional(printable(12)),
  resend: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Either `useVerification` (a code was sent by `method`, 'email' or 'sms'), or the `token` to store. */
export const LoginResponse = z.object({
  token: z.optional(z.string().check(z.maxLength(FIELD_MAX_LENGTHS.token))),
  useVerification: z.optional(z.boolean()),
  method: z.optional(printable(20)),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
