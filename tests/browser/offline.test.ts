/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@hub/proto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

/** Where the service worker keeps today's reads (web/sw/offline-reads.ts). */
const API_CACHE = 'api-reads';

describe.skipIf(!hasChromium)('the installed app, offline', () => {
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

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: stack.url,
      viewport: VIEWPORTS[viewport],
      reducedMotion: 'reduce',
    });
    await answerCookieBanner(context, true);
    return context;
  }

  /** Opens a page and waits until the service worker controls it (installed, active, claimed). */
  async function openControlled(page: Page, path: string) {
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The page that installed the worker is not its client; the next load is.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
  }

  it('is installable: a manifest with icons, a service worker, no installability errors', async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await openControlled(page, '/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are incognito windows, where Chromium installs nothing: the one
    // error that is the browser's, not the site's.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(() =>
      fetch('/manifest.webmanifest').then((answer) => answer.json()),
    );
    expect(manifest).toMatchObject({ name: 'Daily Puzzle Games', display: 'standalone' });
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`opens today's Jotto and Bloom from the device when the connection drops (${viewport})`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await openControlled(page, '/game/jotto/daily');
      const box = page.getByRole('textbox', { name: 'Your guess' });
      await box.fill('stick');
      await box.press('Enter');
      await page.getByText('Attempts:').getByText('1').waitFor();
      // What the device keeps is what the page last read: read the guess back once.
      await page.reload();
      await page.getByText('Attempts:').getByText('1').waitFor();
      await page.goto('/game/bloom');
      // A first visit opens Bloom's tutorial; skipped, it stays closed from then on.
      await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('grid').first().waitFor();

      await context.setOffline(true);
      await page.goto('/game/jotto/daily');
      await page.getByRole('heading', { name: 'Daily Challenge', level: 1 }).waitFor();
      // The guess made online is there: the player's progress of today came from the device.
      await page.getByText('Attempts:').getByText('1').waitFor();
      await expectNoSeriousA11yViolations(page, `Jotto's daily offline (${viewport})`);
      await screenshot(page, `offline-${viewport}-jotto`);
      await page.goto('/game/bloom');
      await page.getByRole('grid').first().waitFor();
      await screenshot(page, `offline-${viewport}-bloom`);
      await context.close();
    });
  }

  it("never shows a day's puzzle after the day is over", async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await openControlled(page, '/game/jotto/daily');
    await page.getByText(/No guesses yet/).waitFor();
    // What a device kept yesterday: the same answer, dated the day before.
    const yesterdayNoon = new Date(`${addDays(dayKey(), -1)}T18:00:00Z`).toUTCString();
    await page.evaluate(
      async ({ cacheName, date }) => {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) {
          const kept = await cache.match(request);
          const headers = new Headers(kept!.headers);
          headers.set('date', date);
          await cache.put(request, new Response(await kept!.blob(), { headers }));
        }
      },
      { cacheName: API_CACHE, date: yesterdayNoon },
    );
    await context.setOffline(true);
    await page.goto('/game/jotto/daily');
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByText(/No guesses yet/).count()).toBe(0);
    await context.close();
  });
});
