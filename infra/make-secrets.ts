// `node dist/server/make-secrets.js`: compose's one-shot `secrets` step. Writes each secret the
// deployment needs into SECRETS_DIR (a volume), once: a file already there is kept, so sessions
// and database passwords survive `docker compose down` and `up` (not `down -v`).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomSecret } from '@hub/kit';
import { SERVICES } from '@hub/proto';

const dir = process.env.SECRETS_DIR ?? '/run/secrets/hub';
const names = [
  'session_secret',
  'internal_secret',
  'postgres_password',
  ...SERVICES.map((service) => `${service}_db_password`),
  // The leaderboard signs streak reminders with it: 32 random bytes are a P-256 private key.
  'vapid_private_key',
];

mkdirSync(dir, { recursive: true });
for (const name of names) {
  const file = path.join(dir, name);
  if (existsSync(file)) continue;
  // The Postgres image reads its password as the postgres user; every other secret is read by
  // the app's own user, who wrote it.
  writeFileSync(file, randomSecret(), { mode: name === 'postgres_password' ? 0o444 : 0o400 });
  console.log(`made ${name}`);
}
console.log(`secrets ready in ${dir}`);
