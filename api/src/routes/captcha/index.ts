import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from 'shared-contracts/content';
import { route } from '../../lib/route';
import { createAltchaCaptcha, type CaptchaService } from '../../services/captcha';

/** Per client address: a form page asks for one challenge, a script many. */
export const CAPTCHA_CHALLENGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * GET /api/captcha/challenge: a signed ALTCHA proof-of-work challenge for the contact forms (decision 043). The
 * challenge is signed with a key derived from APP_SECRET, so POST /api/mail/contact-us (routes/mail) verifies it
 * with its own service made from the same secret.
 */
export default async function captchaRoutes(app: FastifyInstance, options: { captcha?: CaptchaService } = {}) {
  const captcha = options.captcha ?? createAltchaCaptcha({ secret: app.env.APP_SECRET, usedChallenges: app.usedCaptchaChallenges });
  route(app, contentEndpoints.captchaChallenge, async () => captcha.challenge(), { config: { rateLimit: CAPTCHA_CHALLENGE_RATE_LIMIT } });
}
