import type { Db, Queryable } from '../db/types';

/** What a code is for: logging in from the track screen, or the conversion's code that logs the applicant in straight away. */
export type CodePurpose = 'conversion' | 'login';

/** An unused code of a person, as the login checks it. */
export interface VerificationCodeRow extends Record<string, unknown> {
  id: number | string;
  code_hash: string;
  purpose: CodePurpose;
  attempts: number;
  expired: boolean;
}

/**
 * The verification codes (verification_code, migration 006): 6-digit codes sent to log in, and the conversion's
 * code, stored only as their HMAC (the caller hashes them, lib/secrets). The rules (how many a window allows, which
 * code matches, when one is locked) are the login's (routes/login/verification-codes.ts); this holds their SQL.
 */
export function createVerificationCodeRepository(db: Db) {
  return {
    /** How many login codes the person was sent in the last `minutes`. */
    async loginCodesSentWithin(peopleId: number, minutes: number, q: Queryable = db): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM verification_code
         WHERE people_id = $1 AND purpose = 'login' AND created_at > now() - make_interval(mins => $2)`,
        [peopleId, minutes],
      );
      return row?.n ?? 0;
    },

    /** Ends the person's unused login codes now (a new one is being sent: only the latest works). */
    async expireLoginCodes(peopleId: number, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE verification_code SET expires_at = now() WHERE people_id = $1 AND purpose = 'login' AND used_at IS NULL AND expires_at > now()`, [peopleId]);
    },

    /** Stores a code by its hash, valid for `minutes` from now. */
    async add(code: { peopleId: number; codeHash: string; purpose: CodePurpose; minutes: number }, q: Queryable = db): Promise<void> {
      await q.query(`INSERT INTO verification_code (people_id, code_hash, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`, [
        code.peopleId,
        code.codeHash,
        code.purpose,
        code.minutes,
      ]);
    },

    /** The person's unused codes, newest first, locked until the caller's transaction ends (a check counts its attempt once). */
    unusedForUpdate(peopleId: number, q: Queryable = db): Promise<VerificationCodeRow[]> {
      return q.query<VerificationCodeRow>(
        `SELECT id, code_hash, purpose, attempts, expires_at <= now() AS expired FROM verification_code
         WHERE people_id = $1 AND used_at IS NULL ORDER BY created_at DESC, id DESC FOR UPDATE`,
        [peopleId],
      );
    },

    async markUsed(id: number | string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE verification_code SET used_at = now() WHERE id = $1', [id]);
    },

    /** One wrong try more against each of these codes. */
    async countAttempt(ids: readonly number[], q: Queryable = db): Promise<void> {
      await q.query(`UPDATE verification_code SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])`, [ids]);
    },
  };
}

export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;
