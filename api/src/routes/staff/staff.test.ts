import { STAFF_MESSAGES } from 'shared-contracts/staff';
import { hashReference } from '../../lib/secrets';
import { totpCode } from '../../lib/staff-auth/totp';
import { addStaffMember } from '../../services/staff-accounts';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { addEnrolledStaff, anyAddress, codeNow, sessionCookieOf, signIn, signInRequest, STAFF_ORIGIN, testClock } from '../../test/staff-fixtures';

const MINUTE = 60_000;

/** Issue 19: staff sign-in with a password and a TOTP code, the session cookie, lockout, expiry and enrolment. */
describe.each(engines)('staff sign-in and sessions on $name', (engine) => {
  const clock = testClock();
  const t = useTestApp(engine, { now: clock.now });
  const session = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/staff/session', headers });
  // each sign-in takes a TOTP step; a new step for the next one
  beforeEach(() => clock.tick(30_000));

  it('signs in with the password and the code: the member and an HttpOnly, Secure, SameSite=Strict cookie on /api, stored as a digest', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const response = await signInRequest(t.app, { email: officer.email.toUpperCase(), password: officer.password, code: codeNow(t.app, officer) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: officer.email, name: 'Test officer', role: 'officer' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^msic_staff=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/api$/);
    const cookie = sessionCookieOf(response);
    const id = cookie.split('=')[1]!;
    expect(await countRows(t.db, `staff_session WHERE id_digest = '${hashReference(id)}'`)).toBe(1);
    expect(await countRows(t.db, `staff_session WHERE id_digest = '${id}'`)).toBe(0);
    const me = await session({ cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: officer.email, role: 'officer' });
  });

  it('answers one 401 for a wrong password, a wrong code, a replayed code and an unknown email', async () => {
    const viewer = await addEnrolledStaff(t.app, 'viewer');
    const code = codeNow(t.app, viewer);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const payload of [
      { email: viewer.email, password: 'not the password', code },
      { email: viewer.email, password: viewer.password, code: wrongCode },
      { email: 'nobody@staff.test', password: viewer.password, code },
    ]) {
      const refused = await signInRequest(t.app, payload);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: STAFF_MESSAGES.signInRefused });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await signInRequest(t.app, { email: viewer.email, password: viewer.password, code })).statusCode).toBe(200);
    // the same code again, within its 30 seconds: a replay
    expect((await signInRequest(t.app, { email: viewer.email, password: viewer.password, code })).statusCode).toBe(401);
    // a code of the step before the one used is refused too (steps only move forward)
    const earlier = totpCode(viewer.email, viewer.secret, new Date(clock.at.getTime() - 30_000));
    expect((await signInRequest(t.app, { email: viewer.email, password: viewer.password, code: earlier })).statusCode).toBe(401);
  });

  it('locks the email out after 5 failures in 15 minutes, for 15 minutes (429 saying when), then lets the right credentials in', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const wrong = { email: officer.email, password: 'wrong password', code: codeNow(t.app, officer) };
    for (let i = 0; i < 4; i++) expect((await signInRequest(t.app, wrong)).statusCode).toBe(401);
    const fifth = await signInRequest(t.app, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(STAFF_MESSAGES.lockedOut(15));
    expect(fifth.headers['retry-after']).toBe('900');
    clock.tick(10 * MINUTE);
    const right = () => signInRequest(t.app, { email: officer.email, password: officer.password, code: codeNow(t.app, officer) });
    const stillLocked = await right();
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().message).toBe(STAFF_MESSAGES.lockedOut(5));
    clock.tick(5 * MINUTE + 1000);
    expect((await right()).statusCode).toBe(200);
  });

  it('counts failures in a 15-minute window: four, a quiet quarter hour, four more do not lock', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const wrong = { email: officer.email, password: 'wrong password', code: '000000' };
    for (let i = 0; i < 4; i++) expect((await signInRequest(t.app, wrong)).statusCode).toBe(401);
    clock.tick(16 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await signInRequest(t.app, wrong)).statusCode).toBe(401);
    expect((await signInRequest(t.app, { email: officer.email, password: officer.password, code: codeNow(t.app, officer) })).statusCode).toBe(200);
  });

  it('a burst of 20 concurrent wrong sign-ins of one email checks at most 5 and leaves it locked: the right credentials are refused (issue 40)', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const wrong = { email: officer.email, password: 'wrong password', code: codeNow(t.app, officer) };
    const statuses = await Promise.all(Array.from({ length: 20 }, () => signInRequest(t.app, wrong).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const right = await signInRequest(t.app, { email: officer.email, password: officer.password, code: codeNow(t.app, officer) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(STAFF_MESSAGES.lockedOut(15));
  });

  it('a right sign-in racing a burst of wrong ones never clears the lock the burst set (issue 40)', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const wrong = { email: officer.email, password: 'wrong password', code: '000000' };
    // four failures, then the right credentials racing six more wrong ones: whatever the order, the email ends locked
    for (let i = 0; i < 4; i++) expect((await signInRequest(t.app, wrong)).statusCode).toBe(401);
    const code = codeNow(t.app, officer);
    await Promise.all([signInRequest(t.app, { email: officer.email, password: officer.password, code }), ...Array.from({ length: 6 }, () => signInRequest(t.app, wrong))]);
    clock.tick(30_000);
    expect((await signInRequest(t.app, { email: officer.email, password: officer.password, code: codeNow(t.app, officer) })).statusCode).toBe(429);
  });

  it('locks an unknown email the same way, so a lockout says nothing about who has an account', async () => {
    const wrong = { email: 'ghost@staff.test', password: 'whatever', code: '123456' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signInRequest(t.app, wrong)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('ends a session 15 minutes after its last request (each request slides it) and 8 hours after sign-in', async () => {
    const viewer = await addEnrolledStaff(t.app, 'viewer');
    const headers = await signIn(t.app, viewer);
    clock.tick(14 * MINUTE);
    expect((await session(headers)).statusCode).toBe(200);
    clock.tick(14 * MINUTE);
    expect((await session(headers)).statusCode).toBe(200);
    clock.tick(15 * MINUTE + 1000);
    const idle = await session(headers);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: STAFF_MESSAGES.signedOut });

    const busy = await signIn(t.app, viewer);
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      clock.tick(10 * MINUTE);
      expect((await session(busy)).statusCode).toBe(200);
    }
    clock.tick(10 * MINUTE);
    expect((await session(busy)).statusCode).toBe(401);
  });

  it('signs out: the session ends and the cookie is cleared; sign-out with the cookie needs an allowed Origin', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const headers = await signIn(t.app, officer);
    const foreign = await t.app.inject({ method: 'DELETE', url: '/api/staff/session', headers: { ...headers, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect((await session(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/staff/session', headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^msic_staff=; .*Max-Age=0/);
    expect((await session(headers)).statusCode).toBe(401);
    expect((await session({})).statusCode).toBe(401);
    expect((await session({ cookie: 'msic_staff=not-a-session-id' })).statusCode).toBe(401);
  });

  it('refuses a sign-in from a page of another origin (403) and answers credentialed CORS to staff origins only', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const payload = { email: officer.email, password: officer.password, code: codeNow(t.app, officer) };
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/session', headers: { origin: 'https://evil.example' }, payload, remoteAddress: anyAddress() })).statusCode).toBe(403);
    const preflight = (url: string, origin: string) =>
      t.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const staff = await preflight('/api/operator/people/1/actions', 'http://localhost:3006');
    expect(staff.headers['access-control-allow-origin']).toBe('http://localhost:3006');
    expect(staff.headers['access-control-allow-credentials']).toBe('true');
    expect((await preflight('/api/staff/session', 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    // the applicant's API keeps its bearer model: no credentials
    const applicant = await preflight('/api/login', 'http://localhost:3000');
    expect(applicant.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(applicant.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('enrols once: the link shows the account and a QR code, sets the password with the first code and signs in; used or expired, 404', async () => {
    const added = await addStaffMember(t.app.staff, { email: 'new.officer@staff.test', name: 'New Officer', role: 'officer' }, t.app.env, clock.at);
    expect(added!.enrolmentUrl).toMatch(/^http:\/\/localhost:3000\/staff\/enrol#token=[A-Za-z0-9_-]{43}$/);
    const token = added!.enrolmentUrl.split('#token=')[1]!;
    const info = await t.app.inject({ method: 'GET', url: `/api/staff/enrolment/${token}` });
    expect(info.statusCode).toBe(200);
    const { email, name, otpauthUri, qrSvg } = info.json();
    expect({ email, name }).toEqual({ email: 'new.officer@staff.test', name: 'New Officer' });
    expect(otpauthUri).toBe(added!.otpauthUri);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1&digits=6&period=30/);
    expect(qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const secret = new URL(otpauthUri).searchParams.get('secret')!;
    const enrol = (payload: object) => t.app.inject({ method: 'POST', url: '/api/staff/enrolment', headers: STAFF_ORIGIN, payload, remoteAddress: anyAddress() });

    expect((await enrol({ token, password: 'short', code: totpCode(email, secret, clock.at) })).statusCode).toBe(400);
    const wrongCode = await enrol({ token, password: 'a long enough password', code: '000000' === totpCode(email, secret, clock.at) ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fieldErrors.code).toHaveLength(1);
    const enrolled = await enrol({ token, password: 'a long enough password', code: totpCode(email, secret, clock.at) });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({ email, name: 'New Officer', role: 'officer' });
    expect((await session({ cookie: sessionCookieOf(enrolled) })).statusCode).toBe(200);
    // the link is spent
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/enrolment/${token}` })).statusCode).toBe(404);
    clock.tick(30_000);
    expect((await enrol({ token, password: 'another long password', code: totpCode(email, secret, clock.at) })).statusCode).toBe(404);
    // and the password set is the one that signs in
    clock.tick(30_000);
    expect((await signInRequest(t.app, { email, password: 'a long enough password', code: totpCode(email, secret, clock.at) })).statusCode).toBe(200);

    const late = await addStaffMember(t.app.staff, { email: 'late@staff.test', name: 'Late', role: 'viewer' }, t.app.env, clock.at);
    const lateToken = late!.enrolmentUrl.split('#token=')[1]!;
    clock.tick(24 * 60 * MINUTE + 1000);
    const expired = await t.app.inject({ method: 'GET', url: `/api/staff/enrolment/${lateToken}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: STAFF_MESSAGES.enrolmentNotFound });
    expect(await addStaffMember(t.app.staff, { email: 'LATE@staff.test', name: 'Twice', role: 'viewer' }, t.app.env, clock.at)).toBeUndefined();
  });

  it('limits sign-in to 20 a minute from one address, over every account (429)', async () => {
    const address = anyAddress();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await signInRequest(t.app, { email: `guess${i}@staff.test`, password: 'guess', code: '123456' }, address)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });

  it('refuses malformed sign-in and enrolment requests with 400, counting no failure', async () => {
    for (const payload of [{}, { email: 'a@b.test', password: '', code: '123456' }, { email: 'a@b.test', password: 'x', code: '12345a' }, { email: 'not an email', password: 'x', code: '123456' }, { email: 'a@b.test', password: 'x'.repeat(201), code: '123456' }]) {
      expect((await signInRequest(t.app, payload as { email: string; password: string; code: string })).statusCode).toBe(400);
    }
    expect(await countRows(t.db, "staff_sign_in_failure WHERE email = 'a@b.test'")).toBe(0);
    for (const token of ['short', 'x'.repeat(101), 'has%20space']) expect((await t.app.inject({ method: 'GET', url: `/api/staff/enrolment/${token}` })).statusCode).toBe(400);
    const enrol = await t.app.inject({ method: 'POST', url: '/api/staff/enrolment', headers: STAFF_ORIGIN, payload: { token: 'A'.repeat(43), password: 'a long enough password', code: '123456' } });
    expect(enrol.statusCode).toBe(404);
  });

  it('keeps TOTP secrets sealed at rest', async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const [row] = await t.db.query<{ totp_secret: string; password_hash: string }>('SELECT totp_secret, password_hash FROM staff_member WHERE email = $1', [officer.email]);
    expect(row!.totp_secret).not.toContain(officer.secret);
    expect(row!.totp_secret).toMatch(/^enc:v1:/);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
