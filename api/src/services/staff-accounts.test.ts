import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEVELOPMENT_STAFF } from 'shared-contracts/development';
import { totpCode } from '../lib/staff-auth/totp';
import { countRows, useTestApp } from '../test/app';
import { engines } from '../test/engines';
import { SAFE_PRODUCTION_ENV } from '../test/production-env';
import { signInRequest } from '../test/staff-fixtures';
import { developmentCode, ensureDevelopmentStaff } from './staff-accounts';

const staffCommand = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../cli/staff.ts'), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

/** Issues 19 and 42: `npm start` makes a development officer, viewer and releaser outside production, never in production. */
describe.each(engines)('development staff accounts on $name', (engine) => {
  const t = useTestApp(engine);

  it('refuses to create them, or to tell a code, in production', async () => {
    const production = { NODE_ENV: 'production' as const, PUBLIC_SITE_URL: 'https://www.msic.example.com.au' };
    await expect(ensureDevelopmentStaff(t.app.staff, production, new Date())).rejects.toThrow('refused in production');
    await expect(developmentCode(t.app.staff, production, DEVELOPMENT_STAFF[0]!.email, new Date())).rejects.toThrow('refused in production');
    expect(await countRows(t.db, "staff_member WHERE email LIKE '%@staff.localhost'")).toBe(0);
  });

  it('creates the officer, the viewer and the releaser, enrolled, who sign in with the printed password and the secret\'s code', async () => {
    const message = await ensureDevelopmentStaff(t.app.staff, t.app.env, new Date());
    // a second start changes nothing
    await ensureDevelopmentStaff(t.app.staff, t.app.env, new Date());
    for (const member of DEVELOPMENT_STAFF) {
      expect(message).toContain(`${member.email}  password ${member.password}  TOTP secret ${member.totpSecret}`);
      const code = await developmentCode(t.app.staff, t.app.env, member.email, new Date());
      expect(code).toBe(totpCode(member.email, member.totpSecret, new Date()));
      const signedIn = await signInRequest(t.app, { email: member.email, password: member.password, code: code! });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ email: member.email, name: member.name, role: member.role });
    }
    expect(message).toContain('npm run staff -- dev-code <email>');
    expect(DEVELOPMENT_STAFF.map((m) => m.role)).toEqual(['officer', 'viewer', 'releaser']);
    expect(await countRows(t.db, "staff_member WHERE email LIKE '%@staff.localhost'")).toBe(3);
  });
});

describe('npm run staff', () => {
  it('prints the current code of a development account, and refuses dev-code in production', () => {
    const development = staffCommand(['dev-code', 'officer@staff.localhost'], { NODE_ENV: 'development', PORT: '1' });
    expect(development.stdout.trim()).toMatch(/^\d{6}$/);
    expect(development.status).toBe(0);
    const production = staffCommand(['dev-code', 'officer@staff.localhost'], { ...(SAFE_PRODUCTION_ENV as Record<string, string>), PORT: '1' });
    expect(production.status).toBe(1);
    expect(production.stderr.trim()).toBe('dev-code is refused in production.');
    expect(production.stdout).toBe('');
  }, 120_000);
});
