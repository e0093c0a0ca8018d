import { LOGIN_ERROR_CODES } from 'shared-contracts';
import { MESSAGES as CLIENT_MESSAGES, idToTrackingNumber } from 'shared-contracts/tracking';
import { hashSecret } from '../../lib/secrets';
import { useTestApp, countRows } from '../../test/app';
import { engines } from '../../test/engines';
import { insertApplicant, latestCode, loginAs } from '../../test/people-fixtures';
import { LOGIN_MESSAGES } from '.';
import { MAX_CODE_ATTEMPTS, MAX_CODES_PER_WINDOW } from './verification-codes';

/** POST /api/login and /api/logout (spec §4 signature and login, §6, §7, §8 login errors). */
describe.each(engines)('login on $name', (engine) => {
  const t = useTestApp(engine);
  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/login', payload });
  /** An applicant's own sign-in by people id and birth date, with a code or a resend when given. */
  const loginOf = (a: { id: number; birthdate: string }, extra: { verificationCode?: string; resend?: boolean } = {}) => login({ username: String(a.id), password: a.birthdate, ...extra });
  /** An applicant who asked to sign in by people id, and the code mailed to them. */
  const codeSent = async () => {
    const a = await insertApplicant(t.db);
    await loginOf(a);
    return { a, code: await latestCode(t.app, a.email) };
  };
  /** A six-digit code that is not `code`. */
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers an unknown number and a wrong birth date alike: 401 person not found (spec §8 "other 401")', async () => {
    const a = await insertApplicant(t.db);
    const unknown = await login({ username: idToTrackingNumber(999_000), password: a.birthdate });
    const wrongBirthdate = await login({ username: idToTrackingNumber(a.id), password: '1990-01-01' });
    expect(unknown.statusCode).toBe(401);
    expect(wrongBirthdate.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongBirthdate.json());
    expect(Object.values(LOGIN_ERROR_CODES)).not.toContain(unknown.json().code);
    expect(await countRows(t.db, `verification_code WHERE people_id = ${a.id}`)).toBe(0);
  });

  it('mails a fresh random code and asks for verification; the code is stored hashed (spec §4 tracking)', async () => {
    const a = await insertApplicant(t.db);
    const res = await login({ username: idToTrackingNumber(a.id).toLowerCase(), password: a.birthdate });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ useVerification: true, method: 'email' });
    const code = await latestCode(t.app, a.email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.query<{ code_hash: string; purpose: string }>('SELECT code_hash, purpose FROM verification_code WHERE people_id = $1', [a.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'login', code_hash: hashSecret(code, t.app.env.APP_SECRET) });
    expect(stored[0]!.code_hash).not.toContain(code);
  });

  it('answers a signed token for the right code, once (people id or tracking number as username)', async () => {
    const { a, code } = await codeSent();
    const res = await login({ username: idToTrackingNumber(a.id), password: a.birthdate, verificationCode: code });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(t.app.tokens.verify(token)).toMatchObject({ sub: a.id });
    const again = await loginOf(a, { verificationCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(LOGIN_ERROR_CODES.invalidVerification);
  });

  it('answers 401 invalid_verification for a wrong code and locks the code after too many attempts (429)', async () => {
    const { a, code } = await codeSent();
    const wrong = otherCode(code);
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await loginOf(a, { verificationCode: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: LOGIN_ERROR_CODES.invalidVerification });
    }
    const last = await loginOf(a, { verificationCode: wrong });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(LOGIN_MESSAGES.locked);
    // the locked code no longer works, even when right
    const right = await loginOf(a, { verificationCode: code });
    expect(right.statusCode).toBe(429);
    // a resend gives a new code that works
    expect((await loginOf(a, { resend: true })).json()).toMatchObject({ useVerification: true });
    const fresh = await latestCode(t.app, a.email);
    expect((await loginOf(a, { verificationCode: fresh })).json().token).toEqual(expect.any(String));
  });

  it('answers 401 expired_verification for the right code after it expired', async () => {
    const { a, code } = await codeSent();
    await t.db.query(`UPDATE verification_code SET expires_at = now() - interval '1 minute' WHERE people_id = $1`, [a.id]);
    const res = await loginOf(a, { verificationCode: code });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: LOGIN_ERROR_CODES.expiredVerification });
  });

  it('binds a code to its login: a resend expires the earlier code, and a code works only for its person', async () => {
    const a = await insertApplicant(t.db);
    const b = await insertApplicant(t.db, { Birthdate: '1985-04-12' });
    await loginOf(a);
    const first = await latestCode(t.app, a.email);
    await loginOf(a, { resend: true });
    const second = await latestCode(t.app, a.email);
    if (first !== second) {
      const earlier = await loginOf(a, { verificationCode: first });
      expect(earlier.statusCode).toBe(401);
      expect(earlier.json().code).toBe(LOGIN_ERROR_CODES.expiredVerification);
    }
    expect((await loginOf(b, { verificationCode: second })).json().code).toBe(LOGIN_ERROR_CODES.invalidVerification);
    expect((await loginOf(a, { verificationCode: second })).statusCode).toBe(200);
  });

  it("accepts the unexpired code made at conversion (spec §4: convert, then log in with the code)", async () => {
    const a = await insertApplicant(t.db);
    await t.db.query(`INSERT INTO verification_code (people_id, code_hash, purpose, expires_at) VALUES ($1, $2, 'conversion', now() + interval '10 minutes')`, [
      a.id,
      hashSecret('482913', t.app.env.APP_SECRET),
    ]);
    const res = await loginOf(a, { verificationCode: '482913' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('limits the codes one person is sent (429 with the server message)', async () => {
    const a = await insertApplicant(t.db);
    for (let i = 0; i < MAX_CODES_PER_WINDOW; i++) expect((await loginOf(a, { resend: true })).statusCode).toBe(200);
    const res = await loginOf(a, { resend: true });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(LOGIN_MESSAGES.tooManyCodes);
  });

  it('counts 20 concurrent wrong codes one by one: at most 4 answered invalid, the code ends locked, even the right code is then refused (issue 40)', async () => {
    const { a, code } = await codeSent();
    const wrong = otherCode(code);
    // one address each, so the per-address limit does not answer first
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.40.1.${i + 1}`, payload: { username: String(a.id), password: a.birthdate, verificationCode: wrong } }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_CODE_ATTEMPTS - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - (MAX_CODE_ATTEMPTS - 1));
    const [row] = await t.db.query<{ attempts: number }>(`SELECT attempts FROM verification_code WHERE people_id = $1 AND purpose = 'login'`, [a.id]);
    expect(row!.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect((await loginOf(a, { verificationCode: code })).statusCode).toBe(429);
  });

  it('sends at most the codes of the window to a burst of 20 concurrent code requests (issue 40)', async () => {
    const a = await insertApplicant(t.db);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.40.2.${i + 1}`, payload: { username: String(a.id), password: a.birthdate } })),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_CODES_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_CODES_PER_WINDOW);
    expect(await countRows(t.db, `verification_code WHERE people_id = ${a.id}`)).toBe(MAX_CODES_PER_WINDOW);
  });

  it('rate-limits logins per address and number (429 with the §8 message)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login({ username: 'VEP0999999', password: '1990-01-01' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login({ username: 'VEP0999999', password: '1990-01-01' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CLIENT_MESSAGES.tooManyRequests);
  });

  it('answers 401 redacted for a redacted record once the birth date matches (spec §8: the redacted screen)', async () => {
    const a = await insertApplicant(t.db);
    await t.db.query('UPDATE people SET redacted_at = now() WHERE id = $1', [a.id]);
    const res = await loginOf(a);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(LOGIN_ERROR_CODES.redacted);
    expect((await login({ username: String(a.id), password: '1970-01-01' })).json().code).toBe('not_found');
  });

  it('refuses malformed bodies with 400 and writes nothing', async () => {
    const codes = await countRows(t.db, 'verification_code');
    const mails = await countRows(t.db, 'mail_outbox');
    for (const payload of [{}, { username: 'VEP 1234567', password: '1985-04-12' }, { username: '12', password: 12 }, { username: '12', password: '1985-04-12', resend: 'yes' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toBeDefined();
    }
    expect(await countRows(t.db, 'verification_code')).toBe(codes);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });

  it('logout ends the token: later calls with it get 401', async () => {
    const a = await insertApplicant(t.db);
    const token = await loginAs(t.app, a);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/people/${a.id}`, headers })).statusCode).toBe(200);
    // a token issued in an earlier second than the logout
    await t.db.query(`UPDATE people SET tokens_valid_after = NULL WHERE id = $1`, [a.id]);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/people/${a.id}`, headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});
