import { parseArgs } from 'node:util';
import { DEVELOPMENT_STAFF } from 'shared-contracts/development';
import { STAFF_ROLES, type StaffRole } from 'shared-contracts/staff';
import { openDb, type Db } from '../db';
import { EnvError, loadEnv, type Env } from '../env';
import { dataKey } from '../lib/id-number-crypto';
import { totpCode } from '../lib/staff-auth/totp';
import { createStaffRepository } from '../repositories/staff';
import { addStaffMember, developmentCode } from '../services/staff-accounts';

const USAGE = `Staff accounts of the console (issue 19, api/README.md):
  npm run staff -- add <email> --role officer|viewer|releaser [--name "Full Name"]
      creates the account and prints its enrolment link (valid 24 hours) and its otpauth URI
  npm run staff -- dev-code <email>
      the current TOTP code of an account (development only; refused in production)
The database is the API's (DATABASE_URL, else PGlite in DATA_DIR: stop \`npm start\` first, PGlite is one process's).`;

/** PGlite keeps its files for one process: refuse while the API of this checkout runs on them. */
async function refuseSharedPglite(env: Env): Promise<void> {
  if (env.DATABASE_URL) return;
  const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
  if (health?.ok) throw new Error(`The API is running on port ${env.PORT} with the embedded database (PGlite), which one process holds at a time: stop it first, or use DATABASE_URL.`);
}

async function withStaff<T>(env: Env, use: (staff: ReturnType<typeof createStaffRepository>) => Promise<T>): Promise<T> {
  await refuseSharedPglite(env);
  const db: Db = await openDb(env);
  try {
    return await use(createStaffRepository(db, dataKey(env.DATA_ENCRYPTION_KEY)));
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } } });
  const [command, email] = positionals;
  if (values.help || !command || !email) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const env = loadEnv();
  if (command === 'add') {
    const role = values.role as StaffRole | undefined;
    if (!role || !STAFF_ROLES.includes(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`${email} is not an email address`);
    const name = values.name ?? email.split('@')[0]!;
    const added = await withStaff(env, (staff) => addStaffMember(staff, { email, name, role }, env, new Date()));
    if (!added) throw new Error(`${email} already has an account.`);
    console.log(`Staff account ${email} (${role}) created.
Enrolment link (valid until ${added.expiresAt.toISOString()}, once):
  ${added.enrolmentUrl}
TOTP (the enrolment page shows it as a QR code):
  ${added.otpauthUri}`);
    return 0;
  }
  if (command === 'dev-code') {
    if (env.NODE_ENV === 'production') throw new Error('dev-code is refused in production.');
    // the development accounts' secrets are known: no need to open the database the running API holds
    const known = DEVELOPMENT_STAFF.find((m) => m.email === email.toLowerCase());
    const code = known ? totpCode(known.email, known.totpSecret, new Date()) : await withStaff(env, (staff) => developmentCode(staff, env, email, new Date()));
    if (!code) throw new Error(`${email} has no account.`);
    console.log(code);
    return 0;
  }
  console.log(USAGE);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof EnvError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
