export type { CaptchaService } from './captcha';
export { createAltchaCaptcha, DEFAULT_COST, DEFAULT_COUNTER_MAX, DEFAULT_COUNTER_MIN, DEFAULT_TTL_SECONDS, type AltchaOptions } from './altcha';
