import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, unguessable id for links and keys: 24 bytes, base64url (192 bits). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** A keyed hash of a secret (form key, verification code) for storage: the secret itself is never stored. */
export function hashSecret(secret: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(secret).digest('base64url');
}

/** Compares a presented secret with its stored hash in constant time. */
export function matchesSecret(secret: string, storedHash: string, appSecret: string): boolean {
  const a = Buffer.from(hashSecret(secret, appSecret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The stored form of a link's random reference (the employer signing link's ref id): its SHA-256, hex. The
 * reference carries 192 random bits, so an unkeyed hash cannot be reversed or guessed, and a migration can compute
 * it in SQL for rows made before (migration 015); rotating APP_SECRET does not break links already mailed.
 */
export function hashReference(reference: string): string {
  return createHash('sha256').update(reference, 'utf8').digest('hex');
}
