/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poster, signUpVerified } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/stack';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';

/** The bound: the other player's page shows a move within a second, without a reload. */
const PUSH_WITHIN_MS = 1_000;
const TITLE = 'Jotto VS Match · Daily Puzzle Games';

declare global {
  interface Window {
    /** What the page asked the (stand-in) Notification API to show. */
    shownNotifications?: Array<{ title: string; tag?: string }>;
  }
}

describe.skipIf(!hasChromium)('Jotto VS live, in two browsers', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: stack.url });
    await answerCookieBanner(context, true);
    await context.addInitScript(() => {
      // Headless Chromium shows no notifications: a stand-in with the same surface records them,
      // and grants permission only when asked (as a person would, from the Notify me button).
      window.shownNotifications = [];
      class RecordedNotification {
        static permission: NotificationPermission = 'default';
        static async requestPermission(): Promise<NotificationPermission> {
          RecordedNotification.permission = 'granted';
          return 'granted';
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options: NotificationOptions = {}) {
          window.shownNotifications!.push({ title, tag: options.tag });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: RecordedNotification });
    });
    return context;
  }

  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  async function player(viewport: keyof typeof VIEWPORTS, firstName: string) {
    const context = await newContext(viewport);
    await signUpVerified(stack, context, {
      email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName,
    });
    return { context, page: await context.newPage(), post: poster(context, stack.url) };
  }

  /** Lets entrance animations finish, so screenshots show what a player ends up seeing. */
  const settle = (page: Page) => page.waitForTimeout(600);

  /** The page as a tab in the background: the browser says it is hidden. */
  const hide = (page: Page) =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, value: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });

  it('shows the move within a second, the turn in the title, the badges and a notification', async () => {
    const ann = await player('mobile', 'Ann');
    const bob = await player('desktop', 'Bob');

    // Ann waits on the hub; Bob joins two of her matches: her badge counts them as they come.
    await open(ann.page, '/');
    await ann.page.getByRole('heading', { name: /Welcome/ }).waitFor();
    const matchIds: string[] = [];
    for (const [annWord, bobWord] of [
      ['crane', 'pilot'],
      ['slate', 'mound'],
    ]) {
      const created = await ann.post('/api/jotto/match', { word: annWord });
      const { id } = JSON.parse(created.text) as { id: string };
      expect((await bob.post(`/api/jotto/match/${id}/word`, { word: bobWord })).status).toBe(200);
      matchIds.push(id);
      const count = matchIds.length;
      await ann.page
        .getByRole('link', { name: `Your turn in ${count} ${count === 1 ? 'match' : 'matches'}` })
        .waitFor({ timeout: PUSH_WITHIN_MS * 3 });
    }
    await settle(ann.page);
    await screenshot(ann.page, 'mobile-jotto-vs-live-hub-badge');

    await ann.page.getByRole('link', { name: 'Your turn in 2 matches' }).click();
    await ann.page.waitForURL(/\/game\/jotto\/vs$/);
    await ann.page.getByRole('link', { name: 'vs Bob' }).first().waitFor();
    await open(ann.page, '/game/jotto');
    const vsCard = ann.page.getByRole('listitem').filter({ hasText: 'VS Mode' });
    await vsCard.getByText('Your turn in 2 matches', { exact: true }).waitFor();
    await settle(ann.page);
    await screenshot(ann.page, 'mobile-jotto-vs-live-jotto-hub-badge');

    // Both on the first match: Ann's turn, and her tab's title says so; Bob's does not.
    const [matchId] = matchIds;
    await open(ann.page, `/game/jotto/vs/${matchId}`);
    await ann.page.getByText('Your turn: guess Bob’s word').waitFor();
    expect(await ann.page.title()).toBe(`(Your turn) ${TITLE}`);
    await settle(ann.page);
    await screenshot(ann.page, 'mobile-jotto-vs-live-your-turn');

    await open(bob.page, `/game/jotto/vs/${matchId}`);
    await bob.page.getByText('Waiting for Ann to guess...').waitFor();
    expect(await bob.page.title()).toBe(TITLE);
    // Permission is asked for only from Bob's click, never on load.
    expect(await bob.page.evaluate(() => Notification.permission)).toBe('default');
    await bob.page.getByRole('button', { name: 'Notify me' }).click();
    await bob.page.getByText('Notifications on', { exact: true }).first().waitFor();
    await expect(bob.page.getByRole('button', { name: 'Notify me' }).count()).resolves.toBe(0);

    // While the stream is live nothing polls: Bob's page asks for the match only when told.
    const matchReads: number[] = [];
    bob.page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith(matchId!)) {
        matchReads.push(Date.now());
      }
    });
    await bob.page.waitForTimeout(4_000);
    expect(matchReads).toEqual([]);

    // Bob looks at another tab. Ann moves: Bob's page has it within the second, no reload.
    await hide(bob.page);
    const answered = ann.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/guess'),
    );
    const box = ann.page.getByRole('textbox', { name: 'Your guess' });
    await box.fill('split');
    await box.press('Enter');
    await answered;
    const movedAt = Date.now();
    await bob.page.getByText('Your turn: guess Ann’s word').waitFor({ timeout: PUSH_WITHIN_MS });
    expect(Date.now() - movedAt).toBeLessThan(PUSH_WITHIN_MS);
    await bob.page.getByText('SPLIT').first().waitFor({ timeout: PUSH_WITHIN_MS });
    expect(matchReads.length).toBeGreaterThan(0);
    await expect.poll(() => bob.page.title()).toBe(`(Your turn) ${TITLE}`);
    expect(await bob.page.evaluate(() => window.shownNotifications)).toEqual([
      { title: 'Your turn in Jotto VS', tag: `jotto-vs-${matchId}` },
    ]);
    await ann.page.getByText('Waiting for Bob to guess...').waitFor();
    await expect.poll(() => ann.page.title()).toBe(TITLE);
    // Ann was looking: her own turns never notify her.
    expect(await ann.page.evaluate(() => window.shownNotifications)).toEqual([]);
    await settle(bob.page);
    await screenshot(bob.page, 'desktop-jotto-vs-live-your-turn');

    // The badges count Bob's one turn, Ann's one left.
    await open(bob.page, '/');
    await bob.page.getByRole('link', { name: 'Your turn in 1 match' }).waitFor();
    await settle(bob.page);
    await screenshot(bob.page, 'desktop-jotto-vs-live-hub-badge');
    await open(bob.page, '/game/jotto');
    await bob.page
      .getByRole('listitem')
      .filter({ hasText: 'VS Mode' })
      .getByText('Your turn in 1 match', { exact: true })
      .waitFor();
    await settle(bob.page);
    await screenshot(bob.page, 'desktop-jotto-vs-live-jotto-hub-badge');
    await open(ann.page, '/');
    await ann.page.getByRole('link', { name: 'Your turn in 1 match' }).waitFor();

    await ann.context.close();
    await bob.context.close();
  });
});
