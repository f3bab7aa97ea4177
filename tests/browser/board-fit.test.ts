/// <reference lib="dom" />
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

type Viewport = keyof typeof VIEWPORTS;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What each game needs on screen to be played: its board, clues and the controls of a move. */
const PLAYABLE: Record<string, { path: string; parts: (page: Page) => Record<string, Locator> }> = {
  Bloom: {
    path: '/game/bloom',
    parts: (page) => ({
      garden: page.getByRole('grid', { name: 'Garden, 5 by 5' }),
      'row clues': page.getByRole('list', { name: 'Row clues' }),
      'column clues': page.getByRole('list', { name: 'Column clues' }),
      palette: page.getByRole('group', { name: 'Flower to plant' }),
      'notes tools': page.getByRole('group', { name: 'Notes tools' }),
    }),
  },
  Wordree: {
    path: '/game/wordree',
    parts: (page) => ({
      grid: page.getByRole('group', { name: /^Letter grid/ }),
      'Submit Word': page.getByRole('button', { name: 'Submit Word' }),
      Clear: page.getByRole('button', { name: 'Clear', exact: true }),
    }),
  },
  Jotto: {
    path: '/game/jotto/daily',
    parts: (page) => ({
      'guess box': page.getByRole('textbox', { name: /guess/i }),
      Submit: page.getByRole('button', { name: 'Submit', exact: true }),
    }),
  },
};

/** Each game's first-visit tutorial, marked as seen: it has its own tests, and covers the board. */
const TUTORIALS_SEEN = { 'bloom-tutorial-seen': 'true', 'tutorial-shown': 'true' };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 32, points 4 and 5: each game's playable area fits the screen without scrolling on a phone
 * (390×844), a laptop (1280×800) and the most common laptop screen (1366×768), in both themes; and
 * the cookie banner of a first visit never covers any of it.
 */
describe.skipIf(!hasChromium)('every board on one screen', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newContext(viewport: Viewport, colorScheme: 'light' | 'dark') {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      colorScheme,
      hasTouch: viewport === 'mobile',
      isMobile: viewport === 'mobile',
    });
    context.setDefaultTimeout(10_000);
    await context.addInitScript((flags) => {
      for (const [key, value] of Object.entries(flags)) window.localStorage.setItem(key, value);
    }, TUTORIALS_SEEN);
    return context;
  }

  /** Opens a game and returns its playable parts once the board has loaded. */
  async function openGame(context: BrowserContext, game: string) {
    const page = await context.newPage();
    await page.goto(`${stack.url}${PLAYABLE[game]!.path}`);
    const parts = PLAYABLE[game]!.parts(page);
    for (const part of Object.values(parts)) await part.waitFor();
    return { page, parts };
  }

  async function boxesOf(parts: Record<string, Locator>) {
    const boxes: Record<string, Box> = {};
    for (const [name, part] of Object.entries(parts)) {
      const box = await part.boundingBox();
      expect(box, `${name} has no box`).not.toBeNull();
      boxes[name] = box!;
    }
    return boxes;
  }

  const cases: [Viewport, 'light' | 'dark'][] = [
    ['mobile', 'light'],
    ['mobile', 'dark'],
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['laptop', 'light'],
    ['laptop', 'dark'],
  ];
  for (const [viewport, scheme] of cases) {
    it(`fits each game's board and controls on one ${viewport} screen (${scheme})`, async () => {
      const context = await newContext(viewport, scheme);
      await answerCookieBanner(context, true);
      const { width, height } = VIEWPORTS[viewport];
      for (const game of Object.keys(PLAYABLE)) {
        const { page, parts } = await openGame(context, game);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const [name, box] of Object.entries(await boxesOf(parts))) {
          const where = `${game}'s ${name} at ${width}×${height}`;
          expect(box.x, where).toBeGreaterThanOrEqual(0);
          expect(box.y, where).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, where).toBeLessThanOrEqual(width);
          expect(box.y + box.height, where).toBeLessThanOrEqual(height);
        }
        if (game === 'Bloom') {
          // The flowers are the site's drawings (issue 32.6): one of each kind in the palette, and
          // no flower emoji anywhere, which systems without a colour emoji font draw as boxes.
          for (const type of ['PINK', 'YELLOW', 'RED', 'PURPLE', 'ORANGE']) {
            expect(await parts.palette!.locator(`[data-flower="${type}"]`).count()).toBe(1);
          }
          expect(await page.locator('body').innerText()).not.toMatch(/[🪷🌼🌹🪻🏵]/u);
        }
        await screenshot(
          page,
          `fit-${game.toLowerCase().replace(' ', '-')}-${viewport}-${scheme}`,
          {
            fullPage: false,
          },
        );
        if (scheme === 'dark') await expectNoSeriousA11yViolations(page, `${game} (${viewport})`);
        await page.close();
      }
      await context.close();
    });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows a first visit's cookie banner beside each board, never over it (${viewport})`, async () => {
      const context = await newContext(viewport, 'light');
      for (const game of Object.keys(PLAYABLE)) {
        const { page, parts } = await openGame(context, game);
        const before = await boxesOf(parts);
        const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
        await banner.waitFor();
        const bannerBox = (await banner.boundingBox())!;
        const after = await boxesOf(parts);
        for (const [name, box] of Object.entries(after)) {
          expect(overlap(bannerBox, box), `the banner covers ${game}'s ${name}`).toBe(false);
          // Its room was kept from the first paint: appearing moved nothing.
          expect(box.y, `${game}'s ${name} moved when the banner appeared`).toBe(before[name]!.y);
        }
        await screenshot(
          page,
          `fit-${game.toLowerCase().replace(' ', '-')}-${viewport}-cookie-banner`,
          {
            fullPage: false,
          },
        );
        await page.close();
      }
      // Answered, the banner folds away and the board moves up to its place.
      const { page, parts } = await openGame(context, 'Bloom');
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('region', { name: 'Your privacy, your choice' }).waitFor({
        state: 'detached',
      });
      expect((await parts.garden!.boundingBox())!.y).toBeLessThan(VIEWPORTS[viewport].height / 2);
      await context.close();
    });
  }
});
