import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The year reports under bench/ are the measure of puzzle quality (issue 13); each checks its
 * figures and exits 1 when one does not hold. Run here as an operator runs them, so a change to
 * a word list or a generator that breaks a figure fails the suite.
 */
async function report(script: string): Promise<string> {
  const { stdout } = await run('npx', ['tsx', script], { maxBuffer: 1 << 22 });
  return stdout;
}

describe('a simulated year of puzzles', () => {
  it('Wordree: words players know, enough common words, consistent words, steady targets', async () => {
    const printed = await report('bench/wordree-year.ts');
    expect(printed).toMatch(/grids under 80\.0%: 0/);
    expect(printed).not.toMatch(/FAIL/);
  });

  it('Bloom: no repeat, 300+ shapes, every day unique by deduction, harder through the week', async () => {
    const printed = await report('bench/bloom-year.ts');
    expect(printed).toMatch(/ok {3}solutions repeated: 0/);
    expect(printed).toMatch(/ok {3}distinct shapes/);
    expect(printed).toMatch(/ok {3}harder each weekday/);
    expect(printed).not.toMatch(/FAIL/);
  });
});
