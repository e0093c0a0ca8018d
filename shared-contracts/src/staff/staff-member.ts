import * as z from 'zod/mini';

/**
 * The staff roles: a viewer reads records, an officer also acts on them (issue 19); a releaser reads and changes the
 * releases of the remotes and has no rights on applications (issue 42: an officer may read the releases overview).
 */
export const STAFF_ROLES = ['viewer', 'officer', 'releaser'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

const Email = z.string().check(z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/, 'Enter an email address'));
/** A TOTP code as the authenticator app shows it. */
export const TotpCode = z.string().check(z.regex(/^\d{6}$/, 'Enter the 6 digits of your authenticator app'));
/** The shortest password a staff member may set (OWASP ASVS 2.1.1). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** The longest: argon2 takes any length, the bound keeps a request from making the server hash megabytes. */
export const STAFF_PASSWORD_MAX_LENGTH = 200;

export const StaffMember = z.object({ email: Email, name: z.string().check(z.maxLength(200)), role: StaffRole });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSignInRequest = z.object({
  email: Email,
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(STAFF_PASSWORD_MAX_LENGTH)),
  code: TotpCode,
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

/** What the enrolment page shows: the account, and the TOTP secret as a URI and as a QR code drawn by the server. */
export const StaffEnrolmentInfo = z.object({ email: Email, name: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type StaffEnrolmentInfo = z.infer<typeof StaffEnrolmentInfo>;

/** An enrolment token as the link carries it: 43 characters of base64url (32 random bytes). */
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

/** What the staff API answers in its refusals; the console shows them as they are. */
export const STAFF_MESSAGES = {
  signInRefused: 'Email, password or code is wrong.',
  signedOut: 'Please sign in.',
  roleRefused: 'Your role cannot do this.',
  originRefused: 'This request did not come from the staff console.',
  enrolmentNotFound: 'This enrolment link is not valid: it is unknown, used or expired.',
  /** the lockout (429): when the account or the address may try again */
  lockedOut: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
