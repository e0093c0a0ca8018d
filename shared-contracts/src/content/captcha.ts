import * as z from 'zod/mini';

// ALTCHA's proof of work v2 (decision 043): both sides validate what travels without importing the other.
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256' as const;

const hex = (max: number) => z.string().check(z.regex(/^[0-9a-f]*$/), z.maxLength(max));

/** `altcha-lib`'s `ChallengeParameters` (all of them are signed). */
export const CaptchaChallengeParameters = z.object({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  nonce: hex(128),
  salt: hex(128),
  /** PBKDF2 iterations per counter tried */
  cost: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  keyLength: z.int().check(z.minimum(1), z.maximum(64)),
  keyPrefix: hex(128),
  /** HMAC of the derived key: lets the server check a solution without deriving it again */
  keySignature: z.optional(hex(128)),
  /** unix seconds */
  expiresAt: z.int().check(z.minimum(1)),
});

/** `altcha-lib`'s `Challenge` */
export const CaptchaChallenge = z.object({
  parameters: CaptchaChallengeParameters,
  signature: hex(128),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** As base64 of this JSON in the enquiry's `captcha` field (ALTCHA's payload). */
export const CaptchaSolution = z.object({
  challenge: CaptchaChallenge,
  solution: z.object({
    counter: z.int().check(z.minimum(0), z.maximum(0xffffffff)),
    derivedKey: hex(256),
    /** ms, informative only */
    time: z.optional(z.number()),
  }),
});
export type CaptchaSolution = z.infer<typeof CaptchaSolution>;

export function encodeCaptchaSolution(solution: CaptchaSolution): string {
  return btoa(JSON.stringify(solution));
}

export function decodeCaptchaSolution(value: string): CaptchaSolution | undefined {
  try {
    const parsed = CaptchaSolution.safeParse(JSON.parse(atob(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
