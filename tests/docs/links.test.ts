import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

/** For each line, whether it belongs to a fenced code block (its fences included). */
function fenced(lines: string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      fence = marker;
      return marker !== undefined;
    }
    if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) {
      fence = undefined;
    }
    return true;
  });
}

/**
 * The text with fenced code blocks and inline code blanked out, line breaks kept, so that what
 * looks like a link inside code is not one, and an offset still gives the right line.
 */
function prose(text: string): string {
  const lines = text.split('\n');
  const inCode = fenced(lines);
  return lines
    .map((line, i) => (inCode[i] ? '' : line))
    .join('\n')
    .replace(/(`+)[^`][\s\S]*?\1/g, (code) => code.replace(/[^\n]/g, ' '));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped but hyphens, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading anchors on its text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and `<a id>`s. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const lines = readFileSync(file, 'utf8').split('\n');
  const inCode = fenced(lines);
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    // A `# comment` in a shell block is no heading.
    const heading = inCode[i] ? undefined : /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) return;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  const text = prose(lines.join('\n'));
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  anchorCache.set(file, anchors);
  return anchors;
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
