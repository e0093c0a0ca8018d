import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_ATTEMPTS } from 'shared-contracts';
import type { Queryable } from '../../db';
import { hashSecret, matchesSecret } from '../../lib/secrets';
import type { VerificationCodeRepository } from '../../repositories';

/** A login code is valid this long after it is sent. */
export const CODE_TTL_MINUTES = 10;
/** Wrong codes tried against one code before it is locked: the number the track screen gives the applicant. */
export const MAX_CODE_ATTEMPTS = VERIFICATION_CODE_ATTEMPTS;
/** Codes one person may be sent within CODE_WINDOW_MINUTES (login and resend together). */
export const MAX_CODES_PER_WINDOW = 5;
export const CODE_WINDOW_MINUTES = 15;
export const CODE_DIGITS = 6;

/** A random 6-digit code (crypto-strong; leading zeros kept). */
export const newCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** How many login codes the person was sent in the current window. */
export async function codesSentRecently(codes: VerificationCodeRepository, tx: Queryable, peopleId: number): Promise<number> {
  return codes.loginCodesSentWithin(peopleId, CODE_WINDOW_MINUTES, tx);
}

/**
 * Stores a new login code (hashed) for the person. Sending a code expires the person's earlier login codes: only
 * the latest code works, and an earlier one is answered as expired (the applicant is told to use the new one).
 * Runs inside the caller's transaction.
 */
export async function storeLoginCode(codes: VerificationCodeRepository, tx: Queryable, peopleId: number, code: string, appSecret: string): Promise<void> {
  await codes.expireLoginCodes(peopleId, tx);
  await codes.add({ peopleId, codeHash: hashSecret(code, appSecret), purpose: 'login', minutes: CODE_TTL_MINUTES }, tx);
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a presented code against the person's unused codes (the latest login code, and a conversion code made
 * when the wizard converted the form): a match that has expired is 'expired'; a match is used once; a miss
 * counts an attempt against every live code, and a code that reaches MAX_CODE_ATTEMPTS is locked.
 */
export async function checkCode(codes: VerificationCodeRepository, tx: Queryable, peopleId: number, code: string, appSecret: string): Promise<CodeCheck> {
  const rows = await codes.unusedForUpdate(peopleId, tx);
  const open = rows.filter((r) => r.attempts < MAX_CODE_ATTEMPTS);
  const match = open.find((r) => matchesSecret(code, r.code_hash, appSecret));
  if (match) {
    if (match.expired) return 'expired';
    await codes.markUsed(match.id, tx);
    return 'ok';
  }
  const live = open.filter((r) => !r.expired);
  if (live.length === 0) return rows.some((r) => r.attempts >= MAX_CODE_ATTEMPTS && !r.expired) ? 'locked' : 'invalid';
  await codes.countAttempt(live.map((r) => Number(r.id)), tx);
  return live.every((r) => r.attempts + 1 >= MAX_CODE_ATTEMPTS) ? 'locked' : 'invalid';
}
