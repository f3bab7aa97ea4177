import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash as hashNeedsRehash, verify } from 'argon2';

/**
 * OWASP's recommended argon2id setting (19 MiB, 2 passes, 1 lane): about 20 ms a hash here, costly
 * enough to slow offline guessing, cheap enough that sign-in bursts do not exhaust the server.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** A hash made with weaker (older) parameters is replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  return hashNeedsRehash(stored, PASSWORD_HASH_OPTIONS);
}

// Hashed once: an unknown e-mail is checked against it so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * True only when `stored` exists and matches. A missing hash (unknown e-mail, social-only account)
 * still costs one verification, so response time does not tell which accounts exist.
 */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored) return verify(stored, password).catch(() => false);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
