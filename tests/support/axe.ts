/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

// axe's own browser build, read once. The site's CSP (script-src 'self') refuses an inline
// <script>, which is what page.addScriptTag({ content }) adds; page.evaluate runs it through
// DevTools instead, which the CSP does not govern, so the site is audited with its real headers.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

/** What the bar counts: the violations axe rates serious or critical. */
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** Runs axe on the page as it stands (every rule, best practices too) and answers its violations. */
export async function axeViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
  );
  return results.violations;
}

/** One line per violation, then the first few elements it found, with axe's summary of each. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 6).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
      });
      const more =
        violation.nodes.length > 6 ? [`    (and ${violation.nodes.length - 6} more)`] : [];
      return [
        `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * A readable list of the serious and critical violations axe finds on the page as it stands, or
 * null when there are none; `where` names the screen in the message. `except` names rules a
 * caller has shown not to apply to that screen (say why where it is used).
 */
export async function axeFailure(
  page: Page,
  where: string,
  { except = [] }: { except?: string[] } = {},
): Promise<string | null> {
  const blockingNow = async () =>
    (await axeViolations(page)).filter(
      (violation) => BLOCKING.includes(violation.impact ?? null) && !except.includes(violation.id),
    );
  let blocking = await blockingNow();
  // Contrast is judged on the colours of the moment. Twice in CI, after a switch of theme that
  // showInScheme had seen settle, axe read one element's text in the other theme's colour (the
  // light theme's ink on the dark theme's surface); such a frame passes, a real fault does not:
  // contrast must fail a second look, a moment later, to count.
  if (blocking.some((violation) => violation.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    blocking = await blockingNow();
  }
  if (blocking.length === 0) return null;
  return `axe found ${blocking.length} serious or critical violation(s) on ${where}:\n${describeViolations(blocking)}`;
}

/** Fails with that list when axe finds a serious or critical violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const failure = await axeFailure(page, where);
  if (failure) throw new Error(failure);
}
