import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * @node-rs/argon2 declares its `Algorithm` as a const enum, which per-file builds (esbuild, vitest)
 * cannot inline and which is an empty object at run time: `Algorithm.Argon2id` would be undefined
 * there, so its value is spelt out.
 */
const ARGON2ID = 2;

/**
 * OWASP's recommended argon2id setting (19 MiB, 2 passes, 1 lane): about 20 ms a hash here, costly
 * enough to slow offline guessing, cheap enough that sign-in bursts do not exhaust the server.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** How a stored hash was made, as its PHC string says: `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export interface HashSetting {
  algorithm: string;
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// $id[$v=version]$params$salt$hash, salt and hash in unpadded base64.
const PHC_STRING = /^\$([a-z0-9-]+)(?:\$v=(\d+))?\$([a-z0-9=,]+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/**
 * The setting a stored PHC string was made with, its parameters in any order (the `argon2` package
 * wrote `m,p,t`, @node-rs/argon2 writes `m,t,p`); undefined for anything else.
 */
export function parseHashSetting(stored: string): HashSetting | undefined {
  const match = PHC_STRING.exec(stored);
  if (!match) return undefined;
  const [, algorithm = '', version, list = ''] = match;
  const params = new Map(
    list.split(',').map((pair) => pair.split('=') as [string, string | undefined]),
  );
  const [memoryCost, timeCost, parallelism] = ['m', 't', 'p'].map((key) => Number(params.get(key)));
  if (!memoryCost || !timeCost || !parallelism) return undefined;
  // A string without `v=` was made by argon2 1.0 (0x10, 16): PHC leaves the version out then.
  return { algorithm, version: Number(version ?? 16), memoryCost, timeCost, parallelism };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * A hash not made with exactly the current setting (weaker, older parameters; argon2i or argon2d;
 * argon2 1.0) is replaced at the next successful sign-in. A stronger one is too, as the `argon2`
 * package's needsRehash did: the setting above stays the one every stored hash converges to.
 */
export function needsRehash(stored: string): boolean {
  const setting = parseHashSetting(stored);
  return (
    setting?.algorithm !== 'argon2id' ||
    setting.version !== 19 ||
    setting.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
    setting.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
    setting.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
  );
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
