import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  SESSION_SECRET: string;
  INTERNAL_SECRET: string;
}

/**
 * For local starts without configuration: secrets made once and kept in the data folder, so
 * sessions survive a restart. Production passes real secrets in the environment instead.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
