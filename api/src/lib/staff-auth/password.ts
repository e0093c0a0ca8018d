import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1): about
 * 50-150 ms a hash on this machine, memory-hard against GPU guessing (docs/decisions/052). The PHC string stores
 * the parameters, so raising them later still verifies older hashes.
 */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: a const enum, which isolated modules cannot read
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** A hash of no one's password, verified when the email is unknown so that the answer takes as long either way. */
let decoy: Promise<string> | undefined;

/** Whether the password is the one hashed; with no hash (unknown or unenrolled account), false after the same work. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  decoy ??= hashPassword('decoy password for unknown accounts');
  await verify(await decoy, password).catch(() => false);
  return false;
}
