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
 * The sign-in check (docs/decisions/052): the email must not be locked out, then the password (argon2id) and the
 * TOTP code must both be right, and the code's time step not taken before (a replay). Any wrong part is the one
 * 401, counted against the email, known or not; the fifth within 15 minutes locks it for 15 minutes (429).
 * Answers the member; a success forgets the failures.
 */
export async function checkSignIn(app: FastifyInstance, reply: FastifyReply, { email, password, code }: StaffSignInRequest): Promise<StaffRow> {
  const now = app.now();
  const lockedUntil = await app.staff.lockedUntil(email, now);
  if (lockedUntil) throw lockedOut(reply, lockedUntil, now);
  const member = await app.staff.findByEmail(email);
  const passwordRight = await verifyPassword(member?.password_hash ?? null, password);
  const step = member && passwordRight ? totpStep(member.email, member.totp_secret, code, now) : null;
  const accepted = member !== undefined && step !== null && (await app.staff.takeTotpStep(member.id, step));
  if (!accepted) {
    const locks = await app.staff.recordFailure(email, now);
    app.log.warn({ known: member !== undefined, locked: locks !== null }, 'staff sign-in refused');
    if (locks) throw lockedOut(reply, locks, now);
    throw new HttpError(401, STAFF_MESSAGES.signInRefused);
  }
  await app.staff.clearFailures(email);
  return member;
}
