import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from 'shared-contracts/staff';
import { randomToken } from '../lib/secrets';
import { hashPassword } from '../lib/staff-auth/password';
import { STAFF_COOKIE } from '../lib/staff-auth/session-cookie';
import { newTotpSecret, totpCode } from '../lib/staff-auth/totp';

/** An allowed front end of the staff API in tests (DEV_STAFF_ORIGINS). */
export const STAFF_ORIGIN = { origin: 'http://localhost:3000' };

/** A clock the tests move (buildApp({ now })): sessions, lockouts and TOTP codes read it, so nothing sleeps. */
export function testClock(start = '2026-11-20T09:00:00.000Z') {
  const clock = {
    at: new Date(start),
    now: () => clock.at,
    /** moves the clock on by `ms` */
    tick(ms: number) {
      clock.at = new Date(clock.at.getTime() + ms);
    },
  };
  return clock;
}

export interface TestStaffMember {
  email: string;
  password: string;
  secret: string;
  role: StaffRole;
}

/** An enrolled staff account with a known password and secret. */
export async function addEnrolledStaff(app: FastifyInstance, role: StaffRole): Promise<TestStaffMember> {
  const member = { email: `${role}.${randomToken(6).toLowerCase()}@staff.test`, password: `pw-${randomToken(12)}`, secret: newTotpSecret(), role };
  await app.staff.upsertEnrolled({ email: member.email, name: `Test ${role}`, role, totpSecret: member.secret, passwordHash: await hashPassword(member.password) }, app.now());
  return member;
}

/** The member's TOTP code at the app's current time. */
export const codeNow = (app: FastifyInstance, member: Pick<TestStaffMember, 'email' | 'secret'>) => totpCode(member.email, member.secret, app.now());

/**
 * A client address of its own for each call, so that the per-address limit of sign-in (20 a minute, real time)
 * does not mix into the lockout tests; the limit's own test passes one address.
 */
export const anyAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

export const signInRequest = (app: FastifyInstance, payload: { email: string; password: string; code: string }, remoteAddress = anyAddress()) =>
  app.inject({ method: 'POST', url: '/api/staff/session', headers: STAFF_ORIGIN, payload, remoteAddress });

/** The `cookie` header of a session cookie set by a response. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const set = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${STAFF_COOKIE}=`));
  if (!set) throw new Error(`no ${STAFF_COOKIE} cookie in the answer (${response.statusCode} ${response.body})`);
  return set.split(';')[0]!;
}

/** Signs the member in and answers the request headers that carry the session (cookie and allowed Origin). */
export async function signIn(app: FastifyInstance, member: TestStaffMember): Promise<Record<string, string>> {
  const response = await signInRequest(app, { email: member.email, password: member.password, code: codeNow(app, member) });
  return { cookie: sessionCookieOf(response), ...STAFF_ORIGIN };
}
