/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BloomDailyInfo,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  dayKey,
  type BloomBoard,
} from '@hub/proto';
import { createDb } from '@hub/kit';
import { solveGarden } from '@hub/bloom/domain';
import { signUpVerified } from '../support/accounts';
import { solveJotto } from '../support/jotto-solver';
import { cellLabel, plantByMouse } from '../support/bloom-garden';
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
/** Where a finish waits for the server (web/src/games/bloom/finishQueue.ts). */
const FINISH_QUEUE_KEY = 'bloom-finishes';
/** The one admin of this file's stack (ADMIN_EMAILS counts once the address is verified). */
const ADMIN_EMAIL = 'offline-boss@example.com';
const PASSWORD = 'correct horse battery';

/** Every answer the device keeps, as its address and its body. */
const keptAnswers = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return Promise.all(
      (await cache.keys()).map(async (request) => ({
        url: new URL(request.url).pathname,
        body: await (await cache.match(request))!.text(),
      })),
    );
  }, API_CACHE);

/**
 * The worker writes an answer to the device a moment after handing it to the page, and nothing on
 * the page marks that moment: what is not kept by then is not kept.
 */
const WORKER_WRITES_WITHIN_MS = 1_000;

describe.skipIf(!hasChromium)('the installed app, offline', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
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
      // The device's copy follows the page a moment later (its rewriting loads with the first
      // change); leaving at once could come before it.
      await expect
        .poll(() =>
          page.evaluate(async (cacheName) => {
            const kept = await (await caches.open(cacheName)).match('/api/jotto/daily');
            return kept ? ((await kept.json()) as { guesses: unknown[] }).guesses.length : 0;
          }, API_CACHE),
        )
        .toBe(1);
      await page.goto('/game/bloom');
      // A first visit opens Bloom's tutorial; skipped, it stays closed from then on.
      await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('grid').first().waitFor();

      await context.setOffline(true);
      await page.goto('/game/jotto/daily');
      await page.getByRole('heading', { name: 'Daily Challenge', level: 1 }).waitFor();
      // The guess made online is there, though the page never read it back: the device's copy
      // of today's progress moved with the page.
      await page.getByText('Attempts:').getByText('1').waitFor();
      await expectNoSeriousA11yViolations(page, `Jotto's daily offline (${viewport})`);
      await screenshot(page, `offline-${viewport}-jotto`);
      // A guess is the server's to judge: offline, the page says so rather than fail.
      await box.fill('plant');
      await box.press('Enter');
      await page
        .getByText('You’re offline. This needs the server', { exact: false })
        .first()
        .waitFor();
      await page.getByText('Attempts:').getByText('1').waitFor();
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

  it("never keeps one player's answers for the next, even those that arrive after they signed out", async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto('/');
    const aEmail = `leaving-${Date.now()}@example.com`;
    const a = await signUpVerified(stack, context, {
      email: aEmail,
      password: PASSWORD,
      firstName: 'Avery',
    });
    // A solves today's Jotto: the day's answer, for them, holds the word.
    const solved = await solveJotto(async (guess) => {
      const answer = await context.request.post('/api/jotto/daily/guess', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { guess },
      });
      expect(answer.status()).toBe(200);
      const json = (await answer.json()) as {
        isCorrect: boolean;
        guess: { matchingLetters: number };
      };
      return { isCorrect: json.isCorrect, matchingLetters: json.guess.matchingLetters };
    });
    await openControlled(page, '/game/jotto/daily');
    // A second tab of A's, also the worker's.
    const other = await context.newPage();
    await other.goto('/privacy');
    await expect
      .poll(() => other.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);

    // The other tab reads A's account, session and day; the server answers each while A is
    // still signed in, and the answers are held on their way back until A has signed out.
    const reads = ['/api/user', '/api/auth/session', '/api/jotto/daily'];
    let holding = true;
    /** The reads held, each answered as A: the account and session name A, the day has A's word. */
    const held: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => reads.includes(url.pathname),
      async (route) => {
        // The worker's own fetches (what it keeps), and only those sent before the sign-out.
        if (!holding || !route.request().serviceWorker()) return route.fallback();
        const answer = await route.fetch();
        const body = (await answer.text()).toLowerCase();
        if (body.includes(aEmail) || body.includes(solved.word.toLowerCase())) {
          held.push(new URL(route.request().url()).pathname);
        }
        await released;
        await route.fulfill({ response: answer }).catch(() => undefined);
      },
    );
    await other.evaluate((paths) => {
      (window as unknown as { late: Promise<unknown> }).late = Promise.all(
        paths.map((path) => fetch(path).then((answer) => answer.text())),
      );
    }, reads);
    // The open Jotto page may read its day again meanwhile: held too, as A's.
    await expect.poll(() => [...new Set(held)].sort()).toEqual([...reads].sort());

    // A signs out from the menu (the worker sees the sign-out and empties what it kept).
    holding = false;
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Sign Up for Achievements' }).waitFor();
    expect((await context.request.get('/api/user')).status()).toBe(401);
    // B signs in, in the same browser, and reads their own session and day.
    const bEmail = `arriving-${Date.now()}@example.com`;
    await signUpVerified(stack, context, {
      email: bEmail,
      password: PASSWORD,
      firstName: 'Blake',
    });
    await page.goto('/game/jotto/daily');
    await page.getByText(/No guesses yet/).waitFor();
    await page.goto('/profile');
    await page.getByText(bEmail).waitFor();

    // Only now do A's answers reach the worker, and the other tab.
    release();
    const late = await other.evaluate(
      () => (window as unknown as { late: Promise<string[]> }).late,
    );
    expect(late.join()).toContain(aEmail);
    await page.waitForTimeout(WORKER_WRITES_WITHIN_MS);
    await context.unroute(() => true);

    const kept = await keptAnswers(page);
    expect(kept.map(({ url }) => url)).toContain('/api/auth/session');
    for (const { url, body } of kept) {
      expect(body, url).not.toContain(aEmail);
      expect(body, url).not.toContain(a.id);
    }

    // Offline, the device opens B's profile and B's day: nothing of A's.
    await context.setOffline(true);
    await page.reload();
    await page.getByText(bEmail).waitFor();
    expect(await page.getByText(aEmail).count()).toBe(0);
    expect(await page.getByText('Avery').count()).toBe(0);
    await page.goto('/game/jotto/daily');
    await page.getByText(/No guesses yet/).waitFor();
    expect(await page.getByText(new RegExp(`^${solved.word}$`, 'i')).count()).toBe(0);
    await context.close();
  });

  it('never keeps a read sent after the sign-out that the server answered before it saw the sign-out', async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto('/');
    const aEmail = `slow-exit-${Date.now()}@example.com`;
    await signUpVerified(stack, context, { email: aEmail, password: PASSWORD, firstName: 'Avery' });
    await openControlled(page, '/profile');
    await page.getByText(aEmail).waitFor();
    const other = await context.newPage();
    await other.goto('/privacy');
    await expect
      .poll(() => other.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);

    // The sign-out is held on its way to the server (the worker has seen it go)...
    let letOut!: () => void;
    const signOutHeld = new Promise<void>((resolve) => (letOut = resolve));
    let signOutSeen!: () => void;
    const signOutSent = new Promise<void>((resolve) => (signOutSeen = resolve));
    await context.route('**/api/logout', async (route) => {
      signOutSeen();
      await signOutHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: /menu/i }).click();
    const signingOut = page.getByRole('link', { name: 'Log Out' }).click();
    await signOutSent;
    // ...while the other tab reads A's account: the server, not signed out yet, answers as A.
    const read = await other.evaluate(() => fetch('/api/user').then((answer) => answer.text()));
    expect(read).toContain(aEmail);
    await page.waitForTimeout(WORKER_WRITES_WITHIN_MS);

    letOut();
    await signingOut;
    await page.getByRole('button', { name: 'Sign Up for Achievements' }).waitFor();
    await context.unroute('**/api/logout');
    for (const { url, body } of await keptAnswers(page)) expect(body, url).not.toContain(aEmail);

    // Offline, the device shows nobody signed in, not A.
    await context.setOffline(true);
    await page.goto('/profile');
    await page.waitForTimeout(WORKER_WRITES_WITHIN_MS);
    expect(await page.getByText(aEmail).count()).toBe(0);
    await context.close();
  });

  it("never keeps an admin's answers", async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto('/');
    const admin = await signUpVerified(stack, context, { email: ADMIN_EMAIL, password: PASSWORD });
    expect(admin.isAdmin).toBe(true);
    await openControlled(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    // Today's puzzles as the admin API tells them: the page has its answers.
    await page
      .getByRole('article', { name: 'Wordree' })
      .locator('div', { has: page.getByRole('term').getByText('Daily ID', { exact: true }) })
      .getByRole('definition')
      .getByText(/^#\d+$/)
      .waitFor();
    await page.waitForTimeout(WORKER_WRITES_WITHIN_MS);
    const kept = (await keptAnswers(page)).map(({ url }) => url);
    // The page's other reads are kept as ever; none of the admin API's.
    expect(kept).toContain('/api/auth/session');
    expect(kept.filter((url) => url.startsWith('/api/admin'))).toEqual([]);
    await context.close();
  });

  /** Today's garden as the page's session has it, solved but for its first open cell. */
  async function gardenOneFlowerShort(page: Page) {
    const info = BloomDailyInfo.parse(
      await page.evaluate(() => fetch('/api/bloom/daily').then((answer) => answer.json())),
    );
    const solution = solveGarden(info.starters, info.clues)!;
    const starter = (r: number, c: number) =>
      info.starters.some((placed) => placed.r === r && placed.c === c);
    const cells = solution.flatMap((row, r) => row.map((type, c) => ({ r, c, type: type! })));
    const last = cells.find(({ r, c }) => !starter(r, c))!;
    const board: BloomBoard = solution.map((row) => [...row]);
    board[last.r]![last.c] = null;
    return { info, board, last };
  }

  it('finishes a Bloom garden offline, sends it when the connection returns, and counts it once', async () => {
    const context = await newContext('mobile');
    const page = await context.newPage();
    await page.goto('/');
    const user = await signUpVerified(stack, context, {
      email: `offline-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Olive',
    });
    await openControlled(page, '/game/bloom');
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    // All but one flower, saved as a player's play saves it; the page restores it from there.
    const { info, board, last } = await gardenOneFlowerShort(page);
    const saved = await context.request.post('/api/bloom/state/save', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: {
        mode: 'daily',
        dailyPuzzleId: info.id,
        board,
        timeElapsed: 200,
        hintsUsed: 0,
        completed: false,
      },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect.poll(() => cellLabel(page, last.r, last.c)).toMatch(/, empty$/);

    await context.setOffline(true);
    await page.getByRole('status').getByText('You’re offline.').waitFor();
    await plantByMouse(page, last.r, last.c, last.type);
    const dialog = page.getByRole('dialog', { name: 'Garden complete!' });
    const waiting = dialog.getByText(/Your garden is kept on this device/);
    await waiting.waitFor();
    await expectNoSeriousA11yViolations(page, 'a garden finished offline');
    await screenshot(page, 'offline-mobile-bloom-finished', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'offline-desktop-dark-bloom-finished', { fullPage: false });

    // Closed and opened again without a connection, the garden is still finished and waiting.
    await page.reload();
    await waiting.waitFor();
    expect(await dialog.getByText('…').count()).toBe(2);

    // Back online, its first sending reaches the server but its answer is lost on the way back.
    let lost = 0;
    await context.route('**/api/bloom/score', async (route) => {
      await route.fetch();
      lost += 1;
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => lost).toBe(1);
    await context.unroute('**/api/bloom/score');
    // Still waiting: the next start of the app sends it again, under the same finish id.
    expect(await page.evaluate((key) => localStorage.getItem(key), FINISH_QUEUE_KEY)).not.toBe(
      null,
    );
    await page.reload();
    await page.getByText(`Bloom #${info.puzzleNumber} is counted`, { exact: true }).waitFor();
    // The results open by themselves only if the page met the garden before the server had it.
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: 'See results' }).click();
    await dialog.getByText('Unranked').waitFor();
    expect(await waiting.count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), FINISH_QUEUE_KEY)).toBe(null);

    // Counted once: one score, one game in the player's stats.
    const bloomDb = createDb(stack.databaseUrl, 'bloom');
    try {
      const scores = await bloomDb('scores').where({ puzzle_id: info.id, user_id: user.id });
      expect(scores).toHaveLength(1);
    } finally {
      await bloomDb.destroy();
    }
    await expect
      .poll(async () => {
        const stats = (await (await context.request.get('/api/user/stats')).json()) as {
          gameType: string;
          gamesPlayed: number;
        }[];
        return stats.find((stat) => stat.gameType === 'bloom')?.gamesPlayed;
      })
      .toBe(1);
    await context.close();
  });
});
