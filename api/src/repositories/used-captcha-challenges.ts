import type { Db, Queryable } from '../db/types';

/**
 * The captcha challenges already used (used_captcha_challenge, migration 014), kept until they expire, so that a
 * solution is accepted once (services/captcha/altcha.ts).
 */
export function createUsedCaptchaChallengeRepository(db: Db) {
  return {
    /**
     * Uses a challenge (by its signature) that expires at `expiresAt` (seconds since the epoch): true the first time,
     * false when it was used before. Expired challenges are let go on the way. Runs in the caller's transaction, so a
     * request that fails leaves the challenge usable.
     */
    async use(signature: string, expiresAt: number, q: Queryable = db): Promise<boolean> {
      await q.query('DELETE FROM used_captcha_challenge WHERE expires_at < now()');
      const stored = await q.query(
        'INSERT INTO used_captcha_challenge (challenge, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (challenge) DO NOTHING RETURNING challenge',
        [signature, expiresAt],
      );
      return stored.length === 1;
    },
  };
}

export type UsedCaptchaChallengeRepository = ReturnType<typeof createUsedCaptchaChallengeRepository>;
