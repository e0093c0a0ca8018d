import { getApi, type CaptchaChallenge } from 'shared-contracts/api';

/** GET /api/captcha/challenge: a new ALTCHA proof-of-work challenge. */
export const fetchCaptchaChallenge = (): Promise<CaptchaChallenge> => getApi().call('captchaChallenge', {});
