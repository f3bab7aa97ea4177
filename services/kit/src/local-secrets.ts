import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A fresh secret: 32 random bytes, URL-safe (fits a URL's password, a header, a file). */
export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * What `npm start` needs: its sessions' and services' secrets, and the VAPID private key its
 * streak reminders are signed with (32 random bytes are a P-256 key).
 */
const DEFAULT_NAMES = ['SESSION_SECRET', 'INTERNAL_SECRET', 'VAPID_PRIVATE_KEY'] as const;

/**
 * For local starts without configuration: secrets made once and kept in the data folder, so
 * sessions survive a restart. A name missing from the file is added. Production passes real
 * secrets in the environment (or as files) instead.
 */
export function loadOrCreateLocalSecrets<Name extends string = (typeof DEFAULT_NAMES)[number]>(
  dataDir: string,
  names: readonly Name[] = DEFAULT_NAMES as unknown as Name[],
): Record<Name, string> {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const missing = names.filter((name) => !kept[name]);
  if (missing.length) {
    for (const name of missing) kept[name] = randomSecret();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  return Object.fromEntries(names.map((name) => [name, kept[name]!])) as Record<Name, string>;
}
