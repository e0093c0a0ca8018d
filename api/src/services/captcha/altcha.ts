import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_ALGORITHM, decodeCaptchaSolution, type CaptchaChallenge } from 'shared-contracts/content';
import type { Queryable } from '../../db';
import type { UsedCaptchaChallengeRepository } from '../../repositories';
import type { CaptchaService } from './captcha';

export interface AltchaOptions {
  /** the app secret; the signing keys are derived from it, so a captcha signature is never a valid token of another kind */
  secret: string;
  /** where a used challenge is kept until it expires (app.usedCaptchaChallenges) */
  usedChallenges: Pick<UsedCaptchaChallengeRepository, 'use'>;
  /** PBKDF2 iterations per counter the browser tries */
  cost?: number;
  /** the secret counter is drawn from [counterMin, counterMax]: the browser tries about that many keys */
  counterMin?: number;
  counterMax?: number;
  /** how long a challenge may be solved and used */
  ttlSeconds?: number;
  /** the clock, in milliseconds (tests) */
  now?: () => number;
}

/**
 * About 300 PBKDF2 derivations of 100 iterations on average (30,000 iterations): under a second on a phone, where
 * the earlier 1,000 derivations of 500 took 15.6 s (issue 39, decision 077). The contact call is rate-limited per
 * address besides (10 a minute), so a script sending enquiries in bulk is held by both.
 */
export const DEFAULT_COST = 100;
export const DEFAULT_COUNTER_MIN = 150;
export const DEFAULT_COUNTER_MAX = 450;
/** Long enough to tick the check first and then write a long message. */
export const DEFAULT_TTL_SECONDS = 30 * 60;

/** A key of its own for each use of the app secret. */
const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');

/**
 * The self-hosted captcha: ALTCHA's proof of work through `altcha-lib`. Challenges are signed (so the server keeps
 * no state for issued challenges, and any replica verifies them) and carry their expiry; a solution is accepted
 * once: `verify` stores the challenge's signature with `usedChallenges` (used_captcha_challenge) until it expires,
 * in the caller's transaction, so a failed enquiry does not use it up.
 */
export function createAltchaCaptcha({
  secret,
  usedChallenges,
  cost = DEFAULT_COST,
  counterMin = DEFAULT_COUNTER_MIN,
  counterMax = DEFAULT_COUNTER_MAX,
  ttlSeconds = DEFAULT_TTL_SECONDS,
  now = Date.now,
}: AltchaOptions): CaptchaService {
  const hmacSignatureSecret = derive(secret, 'captcha-challenge');
  const hmacKeySignatureSecret = derive(secret, 'captcha-key');

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + ttlSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return challenge as CaptchaChallenge;
    },

    async verify(value: string, db: Queryable): Promise<boolean> {
      const payload = decodeCaptchaSolution(value);
      if (!payload) return false;
      const { challenge, solution } = payload;
      // altcha-lib checks expiry against the real clock; the adapter's clock (tests) is checked here too
      if (challenge.parameters.expiresAt * 1000 <= now()) return false;
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      if (!result.verified) return false;
      // single use: the first use stores the challenge until it expires; a second use finds it there
      return usedChallenges.use(challenge.signature, challenge.parameters.expiresAt, db);
    },
  };
}
