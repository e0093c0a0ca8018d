import * as z from 'zod/mini';

/**
 * The captcha of the contact forms (spec §5 "a solved captcha", §7 "a third-party captcha verification"): ALTCHA's
 * proof of work, version 2 (docs/decisions/043-captcha-on-altcha.md). `altcha-lib` makes and verifies the
 * challenge on the server and solves it in the browser; these schemas are the shape of what travels between them,
 * so that both sides validate it without either importing the other.
 *
 * The server derives a key from a nonce and a secret counter (PBKDF2), sends the first half of that key as the
 * prefix to find and signs the parameters with HMAC. The browser derives keys for counter 0, 1, 2 … until one
 * starts with the prefix and sends the challenge back with the counter and the key it found.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256' as const;

const hex = (max: number) => z.string().check(z.regex(/^[0-9a-f]*$/), z.maxLength(max));

/** The challenge's parameters, as `altcha-lib`'s `ChallengeParameters` (all of them are signed). */
export const CaptchaChallengeParameters = z.object({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  nonce: hex(128),
  salt: hex(128),
  /** PBKDF2 iterations per counter tried */
  cost: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  keyLength: z.int().check(z.minimum(1), z.maximum(64)),
  /** the start of the derived key to find */
  keyPrefix: hex(128),
  /** HMAC of the derived key: lets the server check a solution without deriving it again */
  keySignature: z.optional(hex(128)),
  /** unix seconds */
  expiresAt: z.int().check(z.minimum(1)),
});
export type CaptchaChallengeParameters = z.infer<typeof CaptchaChallengeParameters>;

/** GET /api/captcha/challenge: `altcha-lib`'s `Challenge`. */
export const CaptchaChallenge = z.object({
  parameters: CaptchaChallengeParameters,
  /** HMAC of the parameters: the server made them */
  signature: hex(128),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** What the browser sends back, as base64 of this JSON, in the enquiry's `captcha` field (ALTCHA's payload). */
export const CaptchaSolution = z.object({
  challenge: CaptchaChallenge,
  solution: z.object({
    counter: z.int().check(z.minimum(0), z.maximum(0xffffffff)),
    derivedKey: hex(256),
    /** how long solving took, in milliseconds (the browser's own figure, informative only) */
    time: z.optional(z.number()),
  }),
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
