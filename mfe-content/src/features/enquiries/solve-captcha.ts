import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { CaptchaChallenge, CaptchaSolution } from 'shared-contracts/content';

const TIMEOUT_MS = 60_000;

export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<CaptchaSolution> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: TIMEOUT_MS });
    if (signal?.aborted) throw new DOMException('The security check was cancelled', 'AbortError');
    if (!solution) throw new Error('The security check could not be solved');
    return { challenge, solution };
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
