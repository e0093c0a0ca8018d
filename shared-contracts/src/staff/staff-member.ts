import * as z from 'zod/mini';

/** An officer also acts on records; a releaser changes the releases and has no rights on applications. */
export const STAFF_ROLES = ['viewer', 'officer', 'releaser'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

const Email = z.string().check(z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/, 'Enter an email address'));
const TotpCode = z.string().check(z.regex(/^\d{6}$/, 'Enter the 6 digits of your authenticator app'));
/** OWASP ASVS 2.1.1 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Argon2 takes any length: the bound keeps a request from making the server hash megabytes. */
export const STAFF_PASSWORD_MAX_LENGTH = 200;

export const StaffMember = z.object({ email: Email, name: z.string().check(z.maxLength(200)), role: StaffRole });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSignInRequest = z.object({
  email: Email,
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(STAFF_PASSWORD_MAX_LENGTH)),
  code: TotpCode,
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

/** The TOTP secret as a URI and as a QR code drawn by the server. */
export const StaffEnrolmentInfo = z.object({ email: Email, name: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type StaffEnrolmentInfo = z.infer<typeof StaffEnrolmentInfo>;

/** 43 characters of base64url (32 random bytes). */
export const EnrolmentToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Expected an enrolment token'));

export const StaffEnrolmentRequest = z.object({
  token: EnrolmentToken,
  password: z.string().check(
    z.minLength(STAFF_PASSWORD_MIN_LENGTH, `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(STAFF_PASSWORD_MAX_LENGTH),
  ),
  code: TotpCode,
});
export type StaffEnrolmentRequest = z.infer<typeof StaffEnrolmentRequest>;

/** The console shows them as they are. */
export const STAFF_MESSAGES = {
  signInRefused: 'Email, password or code is wrong.',
  signedOut: 'Please sign in.',
  roleRefused: 'Your role cannot do this.',
  originRefused: 'This request did not come from the staff console.',
  enrolmentNotFound: 'This enrolment link is not valid: it is unknown, used or expired.',
  lockedOut: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
