import type { StaffRole } from '../staff/staff-member';

/** What `npm start` creates outside production (the API refuses in production); TOTP with SHA1, 6 digits, 30 s. */
export const DEVELOPMENT_STAFF: readonly { email: string; name: string; role: StaffRole; password: string; totpSecret: string }[] = [
  { email: 'officer@staff.localhost', name: 'Development Officer', role: 'officer', password: 'officer-development-only', totpSecret: 'ZVZPJQTASYX7HW46ZJBQAFMETFKFMJQH' },
  { email: 'viewer@staff.localhost', name: 'Development Viewer', role: 'viewer', password: 'viewer-development-only', totpSecret: 'RAWAZWJWKHFCOUMTL3M6362HNKVKSBVJ' },
  { email: 'releaser@staff.localhost', name: 'Development Releaser', role: 'releaser', password: 'releaser-development-only', totpSecret: 'TTJC2CFZUZGAUY2PAVLTFB2ZNDHZ6TK6' },
];
