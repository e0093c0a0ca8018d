export type { CaptchaService } from './captcha';
export { createProofOfWorkCaptcha, DEFAULT_MAX_NUMBER, DEFAULT_TTL_SECONDS, type ProofOfWorkOptions } from './proof-of-work';
