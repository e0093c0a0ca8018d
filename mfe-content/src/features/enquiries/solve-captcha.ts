import type { CaptchaChallenge, CaptchaSolution } from 'shared-contracts/api';

const BATCH = 1000;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Finds the secret number of a proof-of-work challenge (shared-contracts/src/schemas/captcha.ts): the number
 * n for which SHA-256(salt + n) is the challenge. Hashes a batch at a time so the page stays responsive.
 * Rejects when `signal` aborts or no number matches.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<CaptchaSolution> {
  for (let start = 0; start <= challenge.maxNumber; start += BATCH) {
    if (signal?.aborted) throw new DOMException('The security check was cancelled', 'AbortError');
    const end = Math.min(start + BATCH - 1, challenge.maxNumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => sha256Hex(challenge.salt + n)));
    const found = hashes.indexOf(challenge.challenge);
    if (found >= 0) {
      return { algorithm: challenge.algorithm, challenge: challenge.challenge, salt: challenge.salt, number: numbers[found]!, signature: challenge.signature };
    }
  }
  throw new Error('The security check could not be solved');
}
