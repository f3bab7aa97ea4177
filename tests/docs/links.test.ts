import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, prose } from '../support/markdown';

/**
 * The README is the door and docs/ holds the rest (issue 35), so a section that moves must not
 * leave a link behind it: every relative Markdown link in the repository's own Markdown must
 * reach a file, and its `#anchor` a heading (or an explicit `<a id>`) of that file.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Folders that hold no Markdown of ours: dependencies, build output, test artifacts, and (below)
 * dot-folders such as .git and .data.
 */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'artifacts']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.isFile() && entry.name.endsWith('.md') ? [full] : [];
  });
}

interface Link {
  file: string;
  line: number;
  target: string;
}

/** `[text](target)` and `![alt](target)`, the text possibly wrapped over lines. */
function linksOf(file: string): Link[] {
  const text = prose(readFileSync(file, 'utf8'));
  const pattern =
    /\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
  return [...text.matchAll(pattern)].map((match) => ({
    file,
    line: text.slice(0, match.index).split('\n').length,
    target: match[1]!.replace(/^<|>$/g, ''),
  }));
}

/** Why a link is broken, or undefined when it leads where it says. */
function problem({ file, target }: Link): string | undefined {
  if (/^(https?:|mailto:)/i.test(target)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return `unexpected scheme`;
  const hash = target.indexOf('#');
  const pathPart = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const destination =
    pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
  if (!existsSync(destination)) return 'no such file';
  if (anchor === undefined || !destination.endsWith('.md')) return undefined;
  return anchorsOf(destination).has(anchor) ? undefined : `no heading or <a id> "${anchor}"`;
}

const files = markdownFiles(ROOT);

describe('the Markdown documentation', () => {
  it('is found: the README, docs/ and the packages’ READMEs', () => {
    const relative = files.map((file) => path.relative(ROOT, file));
    expect(relative).toContain('README.md');
    expect(relative).toContain(path.join('docs', 'operations.md'));
    expect(relative).toContain(path.join('services', 'auth', 'README.md'));
  });

  it('has no broken relative link or anchor', () => {
    const broken = files
      .flatMap(linksOf)
      .map((link) => ({ link, why: problem(link) }))
      .filter(({ why }) => why !== undefined)
      .map(
        ({ link, why }) => `${path.relative(ROOT, link.file)}:${link.line} ${link.target}: ${why}`,
      );
    expect(broken).toEqual([]);
  });

  it('keeps the README a door: at most 200 lines', () => {
    // As `wc -l` counts: newline characters.
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it('lists every file of docs/ in the README', () => {
    const linked = new Set(
      linksOf(path.join(ROOT, 'README.md')).map((link) => link.target.split('#')[0]),
    );
    const docs = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(docs.filter((name) => !linked.has(`docs/${name}`))).toEqual([]);
  });
});
