import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_ALGORITHM, decodeCaptchaSolution, type CaptchaChallenge } from 'shared-contracts/api';
import type { Queryable } from '../../db';
import { randomToken } from '../../lib/secrets';
import type { CaptchaService } from './captcha';

export interface ProofOfWorkOptions {
  /** the app secret; the signing key is derived from it, so a captcha signature is never a valid token of another kind */
  secret: string;
  /** the secret number is drawn from [0, maxNumber]: the browser tries half of them on average */
  maxNumber?: number;
  /** how long a challenge may be solved and used */
  ttlSeconds?: number;
  /** the clock, in milliseconds (tests) */
  now?: () => number;
}

/**
 * About 25,000 SHA-256 hashes on average: under a second in a browser with WebCrypto, a real cost for a
 * script sending enquiries in bulk.
 */
export const DEFAULT_MAX_NUMBER = 50_000;
/** Long enough to tick the check first and then write a long message. */
export const DEFAULT_TTL_SECONDS = 30 * 60;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function expiryOf(salt: string): number | undefined {
  const match = /[?&]expires=(\d{1,12})$/.exec(salt);
  return match ? Number(match[1]) : undefined;
}

/** The self-hosted proof-of-work captcha (the scheme is described in shared-contracts/src/schemas/captcha.ts). */
export function createProofOfWorkCaptcha({ secret, maxNumber = DEFAULT_MAX_NUMBER, ttlSeconds = DEFAULT_TTL_SECONDS, now = Date.now }: ProofOfWorkOptions): CaptchaService {
  const key = createHmac('sha256', secret).update('captcha-challenge').digest();
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const salt = `${randomToken(12)}?expires=${expires}`;
      const challenge = sha256Hex(salt + randomInt(0, maxNumber + 1));
      return { algorithm: CAPTCHA_ALGORITHM, challenge, salt, maxNumber, signature: sign(challenge) };
    },

    async verify(value: string, db: Queryable): Promise<boolean> {
      const solution = decodeCaptchaSolution(value);
      if (!solution) return false;
      const expected = Buffer.from(sign(solution.challenge));
      const given = Buffer.from(solution.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const expires = expiryOf(solution.salt);
      if (expires === undefined || expires * 1000 <= now()) return false;
      if (sha256Hex(solution.salt + solution.number) !== solution.challenge) return false;
      // single use: the first use stores the challenge until it expires; a second use finds it there
      await db.query('DELETE FROM used_captcha_challenge WHERE expires_at < now()');
      const stored = await db.query(
        'INSERT INTO used_captcha_challenge (challenge, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (challenge) DO NOTHING RETURNING challenge',
        [solution.challenge, expires],
      );
      return stored.length === 1;
    },
  };
}
