import * as z from 'zod/mini';

/**
 * The self-hosted proof-of-work captcha of the contact forms (spec §5 "a solved captcha", §7 "a third-party
 * captcha verification"; ARCHITECTURE.md: a self-hosted default behind an adapter).
 *
 * The server picks a secret number n in [0, maxNumber] and a salt that carries the expiry, and sends
 * `challenge = SHA-256(salt + n)` in hex with an HMAC signature of the challenge. The browser finds n by trying
 * every number; the server checks the signature, the expiry and the hash, and accepts each challenge once.
 */
export const CAPTCHA_ALGORITHM = 'SHA-256' as const;

export const CaptchaChallenge = z.object({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  /** hex SHA-256 of salt + the secret number */
  challenge: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** random, with the expiry in it: `<random>?expires=<unix seconds>` */
  salt: z.string().check(z.minLength(8), z.maxLength(200)),
  /** the secret number is at most this */
  maxNumber: z.int().check(z.minimum(1), z.maximum(10_000_000)),
  /** HMAC of the challenge: the server made it */
  signature: z.string().check(z.minLength(16), z.maxLength(200)),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** What the browser sends back, as base64 of this JSON, in the enquiry's `captcha` field. */
export const CaptchaSolution = z.object({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  challenge: z.string().check(z.maxLength(200)),
  salt: z.string().check(z.maxLength(200)),
  number: z.int().check(z.minimum(0), z.maximum(10_000_000)),
  signature: z.string().check(z.maxLength(200)),
});
export type CaptchaSolution = z.infer<typeof CaptchaSolution>;

/** The `captcha` field of an enquiry: base64 of the solution's JSON (works in browsers and in Node). */
export function encodeCaptchaSolution(solution: CaptchaSolution): string {
  return btoa(JSON.stringify(solution));
}

/** Reads a `captcha` field back; undefined when it is not a well-formed solution. */
export function decodeCaptchaSolution(value: string): CaptchaSolution | undefined {
  try {
    const parsed = CaptchaSolution.safeParse(JSON.parse(atob(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
