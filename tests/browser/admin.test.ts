/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { connect } from 'nats';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNatsUrl } from '@hub/kit/testing';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type AdminDeadLetter } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';

const ADMINS = {
  mobile: 'boss-mobile@example.com',
  desktop: 'boss-desktop@example.com',
  signIn: 'boss-returning@example.com',
  outage: 'boss-outage@example.com',
  upcomingMobile: 'boss-upcoming-mobile@example.com',
  upcomingDesktop: 'boss-upcoming-desktop@example.com',
  deadLetters: 'boss-night-shift@example.com',
};
const PASSWORD = 'correct horse battery';
const UNAVAILABLE = (service: string) => `The ${service} service is unavailable. Please try again.`;

describe.skipIf(!hasChromium)('the admin dashboard in the browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({
      env: { ADMIN_EMAILS: Object.values(ADMINS).join(','), SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' },
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: stack.url });
    await answerCookieBanner(context, true);
    return context;
  }

  /** Signs the context up and in with a verified e-mail (ADMIN_EMAILS count only once verified). */
  function signUp(context: BrowserContext, email: string) {
    return signUpVerified(stack, context, { email, password: PASSWORD });
  }

  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  /** Lets entrance animations finish, so screenshots show what an admin ends up seeing. */
  const settle = (page: Page) => page.waitForTimeout(600);

  const availableCount = async (page: Page) => {
    const figure = page.getByTestId('available-count');
    await expect.poll(() => figure.textContent()).toMatch(/^\d+$/);
    return Number(await figure.textContent());
  };

  const fact = (page: Page, game: string, term: string) =>
    page
      .getByRole('article', { name: game })
      .locator('div', { has: page.getByRole('term').getByText(term, { exact: true }) })
      .getByRole('definition');

  const auditLog = (page: Page) => page.getByRole('list', { name: 'Admin actions' });

  async function expectToast(page: Page, title: string, description: string) {
    const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
    await toast.filter({ hasText: title }).filter({ hasText: description }).waitFor();
  }

  async function chooseDifficulty(page: Page, name: RegExp) {
    await page.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option', { name }).click();
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`lets an admin generate puzzles and regenerate the daily, and logs both (${viewport})`, async () => {
      const context = await newContext(viewport);
      expect((await signUp(context, ADMINS[viewport])).isAdmin).toBe(true);
      const page = await context.newPage();
      // Admins reach the dashboard from the hub's menu.
      await open(page, '/');
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('link', { name: 'Admin Dashboard' }).click();
      await page.waitForURL(/\/admin$/);
      await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

      // Today's puzzles, as players get them.
      const today = (await (await context.request.get('/api/admin/daily')).json()) as {
        wordree: { id: number; dailyPuzzleId: number; gridSize: number; possibleWords: number };
        bloom: { puzzleNumber: number; starters: number };
      };
      await expect
        .poll(() => fact(page, 'Wordree', 'Daily ID').textContent())
        .toBe(`#${today.wordree.dailyPuzzleId}`);
      expect(await fact(page, 'Wordree', 'Puzzle ID').textContent()).toBe(`#${today.wordree.id}`);
      expect(await fact(page, 'Wordree', 'Grid size').textContent()).toBe(
        `${today.wordree.gridSize}×${today.wordree.gridSize}`,
      );
      expect(await fact(page, 'Wordree', 'Possible words').textContent()).toBe(
        String(today.wordree.possibleWords),
      );
      expect(await fact(page, 'Bloom', 'Puzzle').textContent()).toBe(
        `#${today.bloom.puzzleNumber}`,
      );
      expect(await fact(page, 'Bloom', 'Starters').textContent()).toBe(
        String(today.bloom.starters),
      );
      await availableCount(page);
      await settle(page);
      await screenshot(page, `${viewport}-admin-dashboard`);

      // Generate 10 hard puzzles; the answer is held back to see the pending state.
      await chooseDifficulty(page, /^Hard/);
      await page.getByText('hard puzzles available').waitFor();
      const before = await availableCount(page);
      await page.getByRole('radio', { name: '10' }).click();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/generate-puzzle', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Generate 10 puzzles' }).click();
      const pending = page.getByRole('button', { name: 'Generating 10 puzzles…' });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      await page.getByRole('progressbar', { name: 'Generating 10 puzzles' }).waitFor();
      await screenshot(page, `${viewport}-admin-generating`);
      release();
      await page
        .getByRole('status')
        .filter({ hasText: `Generated 10 of 10 hard puzzles. ${before + 10} now available.` })
        .waitFor();
      expect(await availableCount(page)).toBe(before + 10);
      await page.unroute('**/api/admin/generate-puzzle');
      await auditLog(page)
        .getByRole('listitem')
        .filter({ hasText: `Generated 10 puzzles (hard) · ${before + 10} in the pool` })
        .filter({ hasText: 'You' })
        .waitFor();

      // Regenerating asks first; cancelling changes nothing.
      const regenerate = page.getByRole('button', { name: 'Regenerate daily puzzle' });
      await regenerate.click();
      const confirm = page.getByRole('alertdialog', { name: "Regenerate today's Wordree puzzle?" });
      await confirm.waitFor();
      await settle(page);
      await screenshot(page, `${viewport}-admin-confirm-reset`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await fact(page, 'Wordree', 'Daily ID').textContent()).toBe(
        `#${today.wordree.dailyPuzzleId}`,
      );

      await regenerate.click();
      await confirm.getByRole('button', { name: 'Regenerate puzzle' }).click();
      await expect
        .poll(() => fact(page, 'Wordree', 'Daily ID').textContent())
        .not.toBe(`#${today.wordree.dailyPuzzleId}`);
      const fresh = await fact(page, 'Wordree', 'Daily ID').textContent();
      const served = await (await context.request.get('/api/puzzle-templates/daily')).json();
      expect(fresh).toBe(`#${served.dailyPuzzleId}`);
      await auditLog(page)
        .getByRole('listitem')
        .filter({ hasText: `#${today.wordree.dailyPuzzleId} → ${fresh}` })
        .waitFor();
      expect(await auditLog(page).getByRole('listitem').first().textContent()).toContain(
        'Reset the Wordree daily puzzle',
      );
      await settle(page);
      await screenshot(page, `${viewport}-admin-after-reset`);
      await context.close();
    });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows the upcoming answers only on request, logs each view, replaces a day once confirmed (${viewport})`, async () => {
      const context = await newContext(viewport);
      await signUp(context, viewport === 'mobile' ? ADMINS.upcomingMobile : ADMINS.upcomingDesktop);
      const page = await context.newPage();
      await open(page, '/admin');
      const panel = page.getByRole('region', { name: 'Upcoming puzzles' });
      await panel.waitFor();
      // Nothing is fetched (nor logged) until the admin asks.
      expect(await panel.getByRole('list').count()).toBe(0);
      const fetched = page.waitForResponse('**/api/admin/upcoming');
      await panel.getByRole('button', { name: 'Show upcoming answers' }).click();
      const upcoming = (await (await fetched).json()) as {
        jotto: Array<{ day: string; word: string; puzzleNumber: number }>;
      };
      const jotto = panel.getByRole('list', { name: 'Jotto schedule' });
      const days = jotto.getByRole('listitem');
      await expect.poll(() => days.count()).toBe(15);
      expect(await days.first().textContent()).toContain('Today');
      expect(await days.first().textContent()).toContain(upcoming.jotto[0]!.word.toUpperCase());
      expect(await days.first().getByRole('button').isDisabled()).toBe(true);
      await auditLog(page)
        .getByRole('listitem')
        .filter({ hasText: 'Viewed the upcoming puzzles · 45 days' })
        .filter({ hasText: 'You' })
        .waitFor();
      await settle(page);
      await screenshot(page, `${viewport}-admin-upcoming`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, `${viewport}-admin-upcoming-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      await panel.getByRole('tab', { name: 'Bloom' }).click();
      const gardens = panel.getByRole('list', { name: 'Bloom schedule' }).getByRole('img');
      await expect.poll(() => gardens.count()).toBe(15);
      await settle(page);
      await screenshot(page, `${viewport}-admin-upcoming-bloom`);
      await panel.getByRole('tab', { name: 'Wordree' }).click();
      await panel
        .getByRole('list', { name: 'Wordree schedule' })
        .getByText(/possible words/)
        .first()
        .waitFor();
      await settle(page);
      await screenshot(page, `${viewport}-admin-upcoming-wordree`);

      // Replacing asks first, then changes that day's answer only.
      await panel.getByRole('tab', { name: 'Jotto' }).click();
      const second = days.nth(1);
      const oldWord = upcoming.jotto[1]!.word.toUpperCase();
      await second.getByRole('button', { name: /^Replace the puzzle of / }).click();
      const confirm = page.getByRole('alertdialog', { name: /^Replace the Jotto puzzle of / });
      await confirm.waitFor();
      await settle(page);
      await screenshot(page, `${viewport}-admin-confirm-replace`);
      await confirm.getByRole('button', { name: 'Replace puzzle' }).click();
      await expect.poll(() => second.textContent()).not.toContain(oldWord);
      expect(await days.nth(2).textContent()).toContain(upcoming.jotto[2]!.word.toUpperCase());
      await auditLog(page)
        .getByRole('listitem')
        .filter({
          hasText: `Replaced the Jotto puzzle of ${upcoming.jotto[1]!.day} · #${upcoming.jotto[1]!.puzzleNumber}`,
        })
        .filter({ hasText: 'You' })
        .first()
        .waitFor();
      await context.close();
    });
  }

  it('shows a failed event, replays it and discards it, each on the audit log', async () => {
    const context = await newContext('desktop');
    await signUp(context, ADMINS.deadLetters);
    const page = await context.newPage();
    await open(page, '/admin');
    const panel = page.getByRole('region', { name: 'Dead letters' });
    await panel.getByText('No failed events').waitFor();

    // A finished game that is not even JSON: its consumer gives up at once.
    const eventId = randomUUID();
    const nats = await connect({ servers: testNatsUrl() });
    const publishPoison = (msgID: string) =>
      nats
        .jetstream()
        .publish(stack.wireSubject!('games.finished.jotto'), new TextEncoder().encode('{oops'), {
          msgID,
        });
    const lettersOf = async (id: string) => {
      const response = await context.request.get('/api/admin/dead-letters?limit=100');
      const { letters } = (await response.json()) as { letters: AdminDeadLetter[] };
      return letters.filter((letter) => letter.eventId === id);
    };
    /** The next letter of `id` that is not `previous`, once the panel shows it. */
    const nextLetter = async (id: string, previous?: number) => {
      let letter: AdminDeadLetter | undefined;
      await expect
        .poll(async () => (letter = (await lettersOf(id)).find((l) => l.id !== previous)))
        .toBeDefined();
      // Letters arrive behind the dashboard's back: it shows them when the admin asks.
      await panel.getByRole('button', { name: 'Refresh' }).click();
      const card = panel.getByRole('article', { name: `games.finished.jotto #${letter!.id}` });
      await card.waitFor();
      return { letter: letter!, card };
    };
    const card = (id: number) =>
      panel.getByRole('article', { name: `games.finished.jotto #${id}` });

    try {
      await publishPoison(eventId);
      const { letter: first, card: firstCard } = await nextLetter(eventId);
      await panel.getByText('1 event waiting').waitFor();
      await firstCard.getByText('not JSON').waitFor();
      await firstCard.getByText(first.consumer, { exact: true }).waitFor();
      expect(await firstCard.getByTitle(eventId).textContent()).toBe(`${eventId.slice(0, 8)}…`);
      await firstCard.getByText('just now').waitFor();
      await firstCard.getByText('Payload', { exact: true }).click();
      const payload = firstCard.getByRole('region', {
        name: `Payload of dead letter #${first.id}`,
      });
      expect(await payload.textContent()).toBe('{oops');
      await settle(page);
      await screenshot(page, 'desktop-admin-dead-letters');
      await page.setViewportSize(VIEWPORTS.mobile);
      await settle(page);
      await screenshot(page, 'mobile-admin-dead-letters');

      // Replayed, it leaves the list; still not JSON, it fails again under a new id.
      await firstCard.getByRole('button', { name: `Replay dead letter #${first.id}` }).click();
      await expectToast(
        page,
        'Event replayed',
        'games.finished.jotto goes to its consumers again.',
      );
      await firstCard.waitFor({ state: 'detached' });
      await auditLog(page)
        .getByRole('listitem')
        .filter({ hasText: `Replayed dead letter #${first.id} · games.finished.jotto` })
        .filter({ hasText: 'You' })
        .waitFor();
      const { letter: again, card: againCard } = await nextLetter(eventId, first.id);

      // Discarding asks first, from the keyboard too; cancelling keeps the letter.
      const discard = againCard.getByRole('button', { name: `Discard dead letter #${again.id}` });
      await discard.click();
      const confirm = page.getByRole('alertdialog', { name: 'Discard this event?' });
      await confirm.getByText('It will not be applied.').waitFor();
      await settle(page);
      await screenshot(page, 'mobile-admin-confirm-discard');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await againCard.isVisible()).toBe(true);
      await discard.focus();
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Event discarded', 'games.finished.jotto will not be applied.');
      await panel.getByText('No failed events').waitFor();
      // The card is gone with the focused button: the panel's heading takes the focus.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('dead-letters-title');
      await auditLog(page)
        .getByRole('listitem')
        .filter({ hasText: `Discarded dead letter #${again.id} · games.finished.jotto` })
        .waitFor();
      expect(await lettersOf(eventId)).toEqual([]);

      // Another admin settled it first: the server's message, and the list catches up.
      const otherId = randomUUID();
      await publishPoison(otherId);
      const { letter: gone, card: goneCard } = await nextLetter(otherId);
      const discarded = await context.request.post(`/api/admin/dead-letters/${gone.id}/discard`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
      expect(discarded.status()).toBe(200);
      await goneCard.getByRole('button', { name: `Replay dead letter #${gone.id}` }).click();
      await expectToast(
        page,
        'Failed to replay the event',
        'No such dead letter: it was replayed, discarded or has expired',
      );
      await card(gone.id).waitFor({ state: 'detached' });
      await auditLog(page)
        .getByRole('listitem')
        .filter({ hasText: `Replay dead letter #${gone.id}` })
        .filter({ hasText: 'Failed' })
        .waitFor();
    } finally {
      await nats.close();
      await context.close();
    }
  });

  it('shows the four error toasts with the server’s message when a game service is down', async () => {
    const context = await newContext('mobile');
    await signUp(context, ADMINS.outage);
    const page = await context.newPage();
    await open(page, '/admin');
    await availableCount(page);
    await fact(page, 'Wordree', 'Daily ID')
      .filter({ hasText: /^#\d+$/ })
      .waitFor();

    // Really down: the admin service's calls to it are refused, as when its process is gone.
    const urls = stack.serviceUrls;
    const up = { wordree: urls.wordree, bloom: urls.bloom };
    const takeDown = async (service: 'wordree' | 'bloom') => {
      urls[service] = 'http://127.0.0.1:1';
      const check = await context.request.get('/api/admin/daily');
      expect(check.status()).toBe(502);
    };
    try {
      await takeDown('wordree');
      await page.getByRole('button', { name: /^Generate \d+ puzzles?$/ }).click();
      await expectToast(page, 'Failed to generate puzzle', UNAVAILABLE('wordree'));

      await page.getByRole('button', { name: 'Regenerate daily puzzle' }).click();
      await page.getByRole('button', { name: 'Regenerate puzzle' }).click();
      await expectToast(page, 'Failed to reset daily puzzle', UNAVAILABLE('wordree'));

      await chooseDifficulty(page, /^Easy/);
      await expectToast(page, 'Failed to fetch puzzle count', UNAVAILABLE('wordree'));
      await page.getByText('Could not load the count.').waitFor();

      const failed = auditLog(page).getByRole('listitem').filter({ hasText: 'Failed' });
      await failed.filter({ hasText: 'Reset the Wordree daily puzzle' }).waitFor();
      await failed.filter({ hasText: 'Generate 5 puzzles (medium)' }).waitFor();
      expect(await failed.first().textContent()).toContain(UNAVAILABLE('wordree'));
      urls.wordree = up.wordree;

      await takeDown('bloom');
      await page.reload();
      await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
      await expectToast(page, 'Failed to fetch daily puzzle', UNAVAILABLE('bloom'));
      await page.getByText("Could not load today's puzzles.").waitFor();
      await screenshot(page, 'mobile-admin-error-toast');
      urls.bloom = up.bloom;
      await page.getByRole('button', { name: 'Retry' }).click();
      await fact(page, 'Bloom', 'Starters').filter({ hasText: /^\d+$/ }).waitFor();
    } finally {
      Object.assign(urls, up);
      await context.close();
    }
  });

  it('shows access denied to a signed-in player who is not an admin', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await newContext(viewport);
      const email = `player-${viewport}-${Date.now()}@example.com`;
      expect((await signUp(context, email)).isAdmin).toBe(false);
      const page = await context.newPage();
      await open(page, '/');
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('link', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
      await open(page, '/admin');
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      await page.getByText(email).waitFor();
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      await settle(page);
      await screenshot(page, `${viewport}-admin-access-denied`);
      await context.close();
    }
  });

  it('sends a guest to sign in, and back to the dashboard once signed in as an admin', async () => {
    // The admin's account exists (verified elsewhere); this browser has never been signed in.
    await signUpVerified(stack, new Browserish(stack.url), {
      email: ADMINS.signIn,
      password: PASSWORD,
    });
    const context = await newContext('mobile');
    const page = await context.newPage();
    const login = page.waitForRequest((request) =>
      request.url().endsWith('/api/login?returnTo=%2Fadmin'),
    );
    await page.goto('/admin');
    expect((await login).isNavigationRequest()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });

    await page.getByLabel('E-mail').fill(ADMINS.signIn);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await context.close();
  });
});
