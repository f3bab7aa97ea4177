import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/** Screenshots a run saves for people to look at; not committed. */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts');

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
  /** The most common laptop screen: the shortest a board must fit. */
  laptop: { width: 1366, height: 768 },
} as const;

/**
 * How Chromium runs here besides headless (the tests' and bench:web's): no sandbox (as root), no
 * GPU to look for, and nothing of its own to fetch on a closed network, whose refused connections
 * would only add work and noise.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

/**
 * The whole page by default; `fullPage: false` keeps to the screen, as a dialog's overlay needs;
 * `of` takes one part of the page (a panel of a long dashboard).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, of }: { fullPage?: boolean; of?: Locator } = {},
): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await (of ? of.screenshot({ path: file }) : page.screenshot({ path: file, fullPage }));
}

/**
 * Answers the cookie banner before any page of `context` loads: it has its own tests
 * (foundation.test.ts), and elsewhere it would only cover the screen under test. Accepted, or
 * declined to essential cookies only; an answer already stored (given in the test) is kept.
 */
export async function answerCookieBanner(
  context: BrowserContext,
  accepted: boolean,
): Promise<void> {
  await context.addInitScript((accepted) => {
    if (window.localStorage.getItem('wordree_cookie_consent')) return;
    window.localStorage.setItem(
      'wordree_cookie_consent',
      JSON.stringify({
        accepted,
        timestamp: new Date().toISOString(),
        preferences: { essential: true, analytics: accepted, advertising: accepted },
      }),
    );
  }, accepted);
}

/** The system themes the site follows, light first (the device's default). */
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * Shows the page in the system's `scheme`, and returns once its colours have settled: the page
 * has restyled for it and every colour easing from the other theme (a CSS transition) has ended,
 * so that axe and screenshots judge the theme, not a frame between two (under load, a fixed wait
 * was sometimes a frame short).
 */
export async function showInScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (scheme) => getComputedStyle(document.body).colorScheme === scheme,
    scheme,
  );
  await page.evaluate(async () => {
    // Two frames: the restyle has run, and any transition it started is listed.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const easing = document.getAnimations().filter((each) => each instanceof CSSTransition);
    await Promise.all(easing.map((each) => each.finished.catch(() => undefined)));
  });
}

/**
 * The screen as it stands in each theme: audited by axe when `audit` says what it is (a failure
 * names it and the theme), and photographed as `<name>-<scheme>` (`screenshot`'s options). The page
 * is given back in the theme it was found in, settled. `fromTop`: scrolled to the top first, as a
 * full-page shot of a scrolled page draws the sticky header mid-page.
 */
export async function checkEachScheme(
  page: Page,
  name: string,
  {
    audit,
    fromTop = false,
    ...shot
  }: { audit?: string; fromTop?: boolean } & Parameters<typeof screenshot>[2] = {},
): Promise<void> {
  const found: Scheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  for (const scheme of SCHEMES) {
    await showInScheme(page, scheme);
    if (audit) await expectNoSeriousA11yViolations(page, `${audit} (${scheme})`);
    if (fromTop) await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${scheme}`, shot);
  }
  if (found !== SCHEMES.at(-1)) await showInScheme(page, found);
}
