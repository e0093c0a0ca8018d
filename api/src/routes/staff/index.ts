import type { FastifyInstance } from 'fastify';
import { STAFF_MESSAGES, staffEndpoints, type StaffMember } from 'shared-contracts/staff';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { hashReference } from '../../lib/secrets';
import { hashPassword } from '../../lib/staff-auth/password';
import { clearSessionCookie, sessionDigestOf } from '../../lib/staff-auth/session-cookie';
import { createStaffGuard } from '../../lib/staff-auth/staff-caller';
import { totpStep } from '../../lib/staff-auth/totp';
import type { StaffRow } from '../../repositories';
import { enrolmentInfo, enrollingMember } from './enrolment';
import { checkSignIn } from './sign-in';
import { startSession } from './start-session';

/** Per address, over every account: the lockout guards each account, this guards the server's argon2 time. */
const STAFF_SIGN_IN_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const ENROLMENT_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const memberOf = (row: Pick<StaffRow, 'email' | 'name' | 'role'>): StaffMember => ({ email: row.email, name: row.name, role: row.role });

/**
 * Staff sign-in, session and enrolment (issue 19, docs/decisions/052): the session lives in the `msic_staff`
 * cookie (HttpOnly, Secure, SameSite=Strict, Path=/api), 15 minutes idle and 8 hours in all.
 */
export default async function staffRoutes(app: FastifyInstance) {
  const guard = createStaffGuard(app);

  route(
    app,
    staffEndpoints.staffSignIn,
    async (request, reply) => {
      guard.checkOrigin(request);
      const member = await checkSignIn(app, reply, request.body);
      await startSession(app, reply, member.id);
      request.log.info({ role: member.role }, 'staff signed in');
      return memberOf(member);
    },
    { config: STAFF_SIGN_IN_RATE_LIMIT },
  );

  route(app, staffEndpoints.staffSession, async (request) => {
    const digest = sessionDigestOf(request);
    const member = digest ? await app.staff.sessions.touch(digest, app.now()) : undefined;
    if (!member) throw new HttpError(401, STAFF_MESSAGES.signedOut);
    return member;
  });

  route(app, staffEndpoints.staffSignOut, async (request, reply) => {
    const digest = sessionDigestOf(request);
    if (digest) {
      guard.checkOrigin(request);
      await app.staff.sessions.end(digest, app.now());
    }
    clearSessionCookie(reply);
    return { ok: true };
  });

  route(app, staffEndpoints.staffEnrolment, async (request) => enrolmentInfo(await enrollingMember(app, request.params.token)), { config: ENROLMENT_RATE_LIMIT });

  route(
    app,
    staffEndpoints.staffEnrol,
    async (request, reply) => {
      guard.checkOrigin(request);
      const { token, password, code } = request.body;
      const member = await enrollingMember(app, token);
      const step = totpStep(member.email, member.totp_secret, code, app.now());
      if (step === null || !(await app.staff.takeTotpStep(member.id, step))) {
        throw new HttpError(400, 'Please check the highlighted fields', { fieldErrors: { code: ['The code is not right: enter the 6 digits your authenticator app shows now'] } });
      }
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        if (!(await app.staff.completeEnrolment(hashReference(token), passwordHash, app.now(), tx))) throw new HttpError(404, STAFF_MESSAGES.enrolmentNotFound);
        await startSession(app, reply, member.id, tx);
      });
      request.log.info({ role: member.role }, 'staff member enrolled');
      return memberOf(member);
    },
    { config: ENROLMENT_RATE_LIMIT },
  );
}
