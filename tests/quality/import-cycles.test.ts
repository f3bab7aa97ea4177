import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The modules that import each other in a circle (issue 35), by `madge --circular`: dynamic
 * imports count, as a chunk loader the page it loads imports again is a knot for the reader even
 * where the bundler copes. Its JSON lists each circle; it exits 1 when it finds any.
 */
async function circles(tsConfig: string, extensions: string, ...folders: string[]) {
  const args = ['madge', '--circular', '--json', '--extensions', extensions, '--ts-config'];
  const answer = await run('npx', [...args, tsConfig, ...folders], { maxBuffer: 1 << 22 }).catch(
    (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }),
  );
  return JSON.parse(answer.stdout) as string[][];
}

describe('imports without knots', () => {
  it('the web app imports in no circle', async () => {
    expect(await circles('web/tsconfig.json', 'ts,tsx', 'web/src')).toEqual([]);
  });

  it('nor do the services, the gateway and proto', async () => {
    expect(await circles('tsconfig.json', 'ts', 'services', 'gateway', 'proto')).toEqual([]);
  });

  it('the site around the games knows no game: pwa/ imports none', () => {
    const folder = 'web/src/pwa';
    for (const file of readdirSync(folder)) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      expect(source, file).not.toMatch(/from '\.\.\/games\/|import\('\.\.\/games\//);
    }
  });
});
