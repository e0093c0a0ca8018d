import { DEVELOPMENT_STAFF } from 'shared-contracts/development';
import type { StaffRole } from 'shared-contracts/staff';
import type { Env } from '../env';
import { hashReference, randomToken } from '../lib/secrets';
import { hashPassword } from '../lib/staff-auth/password';
import { newTotpSecret, otpauthUri, totpCode } from '../lib/staff-auth/totp';
import type { StaffRepository } from '../repositories';

/** How long an enrolment link stays valid. */
export const ENROLMENT_HOURS = 24;

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * A new staff account (`npm run staff -- add`): a fresh TOTP secret and a one-time enrolment link to the console
 * (`<site>/staff/enrol#token=…`; the fragment never reaches a server log), valid 24 hours. Undefined when the email
 * already has an account.
 */
export async function addStaffMember(staff: StaffRepository, account: NewAccount, env: Pick<Env, 'PUBLIC_SITE_URL'>, now: Date) {
  const token = randomToken(32);
  const totpSecret = newTotpSecret();
  const expiresAt = new Date(now.getTime() + ENROLMENT_HOURS * 3_600_000);
  const id = await staff.create({ ...account, totpSecret }, { tokenDigest: hashReference(token), expiresAt });
  if (id === undefined) return undefined;
  return { enrolmentUrl: `${new URL(env.PUBLIC_SITE_URL).origin}/staff/enrol#token=${token}`, otpauthUri: otpauthUri(account.email, totpSecret), expiresAt };
}

/** Refuses what only development may do. */
function developmentOnly(env: Pick<Env, 'NODE_ENV'>, what: string): void {
  if (env.NODE_ENV === 'production') throw new Error(`${what} is refused in production.`);
}

/**
 * The development officer, viewer and releaser (DEVELOPMENT_STAFF), enrolled with their known password and secret; refused in
 * production. Answers how to sign in, for the start-up message.
 */
export async function ensureDevelopmentStaff(staff: StaffRepository, env: Pick<Env, 'NODE_ENV' | 'PUBLIC_SITE_URL'>, now: Date): Promise<string> {
  developmentOnly(env, 'Creating development staff accounts');
  for (const member of DEVELOPMENT_STAFF) {
    await staff.upsertEnrolled({ email: member.email, name: member.name, role: member.role, totpSecret: member.totpSecret, passwordHash: await hashPassword(member.password) }, now);
  }
  return [
    `Development staff accounts (not in production): sign in at ${new URL(env.PUBLIC_SITE_URL).origin}/staff`,
    ...DEVELOPMENT_STAFF.map((m) => `  ${m.role.padEnd(8)} ${m.email}  password ${m.password}  TOTP secret ${m.totpSecret}`),
    '  the current code: npm run staff -- dev-code <email>  (or add the secret to an authenticator app)',
  ].join('\n');
}

/** The current TOTP code of an account (development only: refused in production). */
export async function developmentCode(staff: StaffRepository, env: Pick<Env, 'NODE_ENV'>, email: string, now: Date): Promise<string | undefined> {
  developmentOnly(env, 'dev-code');
  const member = await staff.findByEmail(email);
  return member && totpCode(member.email, member.totp_secret, now);
}
