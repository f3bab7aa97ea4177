// Each process of the manifests, given the environment the kubelet would build for it, run with
// `--check-config`: its own config parser accepts the manifests with secrets made the way
// docs/operations.md says, and refuses them with the template's placeholders. Nothing starts or
// connects.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICES } from '@hub/proto';
import { exited, startNode } from '../support/processes';
import {
  containerEnv,
  entryOf,
  placeholderSecrets,
  readSecretTemplate,
  Site,
  type SecretValues,
  type Workload,
} from './site';

const site = Site.read();
const secretTemplate = readSecretTemplate();
const SECRET = secretTemplate.metadata.name;
const processes = site.workloads().filter((workload) => entryOf(containerOf(workload)));

function containerOf(workload: Workload) {
  return workload.template.spec!.containers[0]!;
}

/** The variables a process takes from the Secret and cannot do without. */
function requiredSecrets(workload: Workload) {
  return (containerOf(workload).env ?? []).filter(
    (variable) => variable.valueFrom?.secretKeyRef && !variable.valueFrom.secretKeyRef.optional,
  );
}

async function checkConfig(workload: Workload, secrets: SecretValues) {
  const container = containerOf(workload);
  const node = startNode(entryOf(container)!, containerEnv(site, container, secrets), [
    '--check-config',
  ]);
  return { code: await exited(node.child), output: node.output() };
}

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

/** The Secret as docs/operations.md makes it: one file per key from make-secrets. */
async function madeSecrets(): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hub-k8s-secrets-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const made = startNode('make-secrets', { SECRETS_DIR: dir });
  expect(await exited(made.child), made.output()).toBe(0);
  return Object.fromEntries(
    readdirSync(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

describe('the environment of each process in the manifests', () => {
  it('is every entry point of the site', () => {
    const entries = processes.map((workload) => entryOf(containerOf(workload))).sort();
    expect(entries).toEqual([...SERVICES, 'gateway', 'db-setup'].sort());
  });

  it('has the keys of the Secret template, which make-secrets makes', async () => {
    const made = await madeSecrets();
    expect(Object.keys(made).sort()).toEqual(Object.keys(secretTemplate.stringData).sort());
  });

  it("passes each process's own config check with secrets from make-secrets", async () => {
    const secrets = { [SECRET]: await madeSecrets() };
    const results = await Promise.all(processes.map((workload) => checkConfig(workload, secrets)));
    results.forEach(({ code, output }, index) => {
      expect(code, `${processes[index]!.name}: ${output}`).toBe(0);
    });
  });

  it("refuses every key of the Secret template's placeholders, naming its variable", async () => {
    // A few processes between them read every key: each key's refusal is shown once.
    const readers: Workload[] = [];
    const keysOf = (workload: Workload) =>
      requiredSecrets(workload).map((variable) => variable.valueFrom!.secretKeyRef!.key);
    const covered = () => new Set(readers.flatMap(keysOf));
    for (const workload of [...processes].sort((a, b) => keysOf(b).length - keysOf(a).length)) {
      if (keysOf(workload).some((key) => !covered().has(key))) readers.push(workload);
    }
    expect([...covered()].sort()).toEqual(Object.keys(secretTemplate.stringData).sort());

    const secrets = placeholderSecrets();
    const results = await Promise.all(readers.map((workload) => checkConfig(workload, secrets)));
    results.forEach(({ code, output }, index) => {
      expect(code, output).toBe(78);
      for (const variable of requiredSecrets(readers[index]!)) {
        expect(output).toContain(`${variable.name}: is a known placeholder`);
      }
    });
  });
});
