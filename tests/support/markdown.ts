import { readFileSync } from 'node:fs';

// Reading the repository's Markdown as GitHub renders it: what is code, and which anchors a file
// offers (the docs' link test, and the alerts' runbook links).

/** For each line, whether it belongs to a fenced code block (its fences included). */
export function fenced(lines: string[]): boolean[] {
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
export function prose(text: string): string {
  const lines = text.split('\n');
  const inCode = fenced(lines);
  return lines
    .map((line, i) => (inCode[i] ? '' : line))
    .join('\n')
    .replace(/(`+)[^`][\s\S]*?\1/g, (code) => code.replace(/[^\n]/g, ' '));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped but hyphens, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading anchors on its text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and `<a id>`s. */
export function anchorsOf(file: string): Set<string> {
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
