import type { StaffRole } from '../staff/staff-member';

/**
 * The development staff accounts `npm start` creates outside production (never in production: the API refuses,
 * api/src/services/staff-accounts.ts), with their password and TOTP secret, so that a developer can sign in and the
 * console's end-to-end test can compute codes (with otpauth: SHA1, 6 digits, 30 s). Development values only.
 */
export const DEVELOPMENT_STAFF: readonly { email: string; name: string; role: StaffRole; password: string; totpSecret: string }[] = [
  { email: 'officer@staff.localhost', name: 'Development Officer', role: 'officer', password: 'officer-development-only', totpSecret: 'ZVZPJQTASYX7HW46ZJBQAFMETFKFMJQH' },
  { email: 'viewer@staff.localhost', name: 'Development Viewer', role: 'viewer', password: 'viewer-development-only', totpSecret: 'RAWAZWJWKHFCOUMTL3M6362HNKVKSBVJ' },
  { email: 'releaser@staff.localhost', name: 'Development Releaser', role: 'releaser', password: 'releaser-development-only', totpSecret: 'TTJC2CFZUZGAUY2PAVLTFB2ZNDHZ6TK6' },
];
