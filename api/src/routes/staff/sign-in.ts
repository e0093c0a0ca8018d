import type { FastifyInstance, FastifyReply } from 'fastify';
import { STAFF_MESSAGES, type StaffSignInRequest } from 'shared-contracts/staff';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/staff-auth/password';
import { totpStep } from '../../lib/staff-auth/totp';
import type { StaffRow } from '../../repositories';

/** 429 until the lockout ends, saying when (rounded up to the minute) and with Retry-After. */
function lockedOut(reply: FastifyReply, until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, STAFF_MESSAGES.lockedOut(Math.ceil(seconds / 60)), { retryAt: until.toISOString() });
}

/**
 * The sign-in check (docs/decisions/052, 080): the attempt is claimed against the email first, in one statement,
 * so that concurrent guesses cannot all pass a lockout that is not set yet (issue 40); while the email is locked, or
 * past the fifth attempt of its 15-minute window, the answer is 429 without checking the password. Then the password
 * (argon2id) and the TOTP code must both be right, and the code's time step not taken before (a replay). Any wrong
 * part is the one 401, counted against the email, known or not; the fifth failure locks it for 15 minutes (429).
 * Answers the member; a success forgets the failures, but not a lock another request set.
 */
export async function checkSignIn(app: FastifyInstance, reply: FastifyReply, { email, password, code }: StaffSignInRequest): Promise<StaffRow> {
  const now = app.now();
  const claim = await app.staff.claimSignInAttempt(email, now);
  if (claim.lockedUntil) throw lockedOut(reply, claim.lockedUntil, now);
  const member = await app.staff.findByEmail(email);
  const passwordRight = await verifyPassword(member?.password_hash ?? null, password);
  const step = member && passwordRight ? totpStep(member.email, member.totp_secret, code, now) : null;
  const accepted = member !== undefined && step !== null && (await app.staff.takeTotpStep(member.id, step));
  if (!accepted) {
    const locks = await app.staff.lockAfterFailure(email, now);
    app.log.warn({ known: member !== undefined, locked: locks !== null }, 'staff sign-in refused');
    if (locks) throw lockedOut(reply, locks, now);
    throw new HttpError(401, STAFF_MESSAGES.signInRefused);
  }
  await app.staff.clearFailures(email, now);
  return member;
}
