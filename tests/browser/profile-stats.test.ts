/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey, type PlayedWord, type PuzzleTemplate } from '@hub/proto';
import { chainThrough } from '@hub/wordree/testing';
import { signUpVerified } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { finishedGame, GameOutboxes, waitUntilApplied } from '../support/game-events';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Issue 18: streak freezes on the hub and the profile's streak calendar, and the profile's charts
 * (distribution, bests, trend, year of days played) drawn from finished games, each with its
 * table; on a phone and a desktop, in both themes, with no serious axe finding.
 */
describe.skipIf(!hasChromium)('profile stats in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let games: GameOutboxes;
  let progressDb: Knex;
  let jottoDb: Knex;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    games = new GameOutboxes(stack.databaseUrl);
    progressDb = createDb(stack.databaseUrl, 'leaderboard');
    jottoDb = createDb(stack.databaseUrl, 'jotto');
  });

  afterAll(async () => {
    await browser?.close();
    await games?.close();
    await progressDb?.destroy();
    await jottoDb?.destroy();
    await stack?.stop();
  });

  const today = dayKey();
  const daysAgo = (days: number) => addDays(today, -days);

  async function signedInContext(viewport: keyof typeof VIEWPORTS) {
    const context = await browser.newContext({
      baseURL: stack.url,
      viewport: VIEWPORTS[viewport],
      reducedMotion: 'reduce',
    });
    await context.addInitScript(() => {
      window.sessionStorage.setItem('hub_session_started', 'true');
    });
    await answerCookieBanner(context, true);
    const user = await signUpVerified(stack, context, {
      email: `stats-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
    });
    return { context, userId: user.id };
  }

  /** Today's games played for real through the API, as the pages would. */
  async function playToday(context: BrowserContext) {
    const post = (path: string, data: unknown = {}) =>
      context.request.post(path, { data, headers: { 'x-requested-with': 'hub' } });
    await context.request.get('/api/jotto/daily');
    const { word } = await jottoDb('daily_puzzles').first('word').where({ day: today });
    expect((await (await post('/api/jotto/daily/guess', { guess: word })).json()).isCorrect).toBe(
      true,
    );
    const puzzle = (await (
      await context.request.get('/api/puzzle-templates/random?difficulty=hard')
    ).json()) as PuzzleTemplate;
    const chain: PlayedWord[] = chainThrough(puzzle, false).slice(0, 6);
    const started = await post('/api/games', { templateId: puzzle.id, path: chain[0]!.path });
    const { id } = (await started.json()) as { id: string };
    for (const played of chain.slice(1)) {
      expect((await post(`/api/games/${id}/words`, { path: played.path })).status()).toBe(200);
    }
    expect((await post(`/api/games/${id}/finish`)).status()).toBe(200);
  }

  /** Past days, which no test can play for real, reported as the game services report them. */
  async function playedBefore(userId: string) {
    const mine = { playerId: userId, userId };
    const events = await games.enqueue(
      // Jotto: seven days, a missed one (frozen), yesterday; today is played for real.
      ...[9, 8, 7, 6, 5, 4, 3, 1].map((ago, index) =>
        finishedGame({ ...mine, game: 'jotto', day: daysAgo(ago), attempts: 6 + index }),
      ),
      // Wordree: the six days before today, so today's chain makes seven and earns a freeze.
      ...[6, 5, 4, 3, 2, 1].map((ago) =>
        finishedGame({
          ...mine,
          game: 'wordree',
          mode: 'endless',
          day: daysAgo(ago),
          score: 90 + ago * 40,
        }),
      ),
      // Bloom, here and there over the year.
      ...[200, 120, 40, 12, 2].map((ago, index) =>
        finishedGame({
          ...mine,
          game: 'bloom',
          day: daysAgo(ago),
          timeTaken: 70 + index * 90,
          hintsUsed: 0,
        }),
      ),
    );
    await waitUntilApplied(
      progressDb,
      events.map((event) => event.eventId),
    );
  }

  /** Until the leaderboard applied today's real games too. */
  async function appliedToday(page: Page) {
    await expect
      .poll(
        async () => {
          const stats = (await (await page.request.get('/api/user/stats')).json()) as Array<{
            gameType: string;
            gamesPlayed: number;
          }>;
          return stats.map((stat) => stat.gamesPlayed).join(',');
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe('7,9,5');
  }

  async function noSidewaysScroll(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows freezes, the streak calendar and the charts (${viewport})`, async () => {
      const { context, userId } = await signedInContext(viewport);
      await playedBefore(userId);
      await playToday(context);
      const page = await context.newPage();
      await appliedToday(page);

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });

        // The hub: Wordree's seven days hold a freeze, which the streak card shows and says.
        await page.goto('/');
        const streakCard = page.getByRole('article').filter({ hasText: 'Daily Streak' });
        const wordreeRow = streakCard.getByRole('listitem').filter({ hasText: 'Wordree' });
        await wordreeRow.getByText('1 streak freeze').waitFor({ state: 'attached' });
        await expect(wordreeRow.innerText()).resolves.toMatch(/7 Days/);
        await streakCard.getByRole('button', { name: 'How streaks work' }).click();
        const rules = page.getByRole('dialog', { name: 'How streaks work' });
        await rules
          .getByText(/streak freeze/)
          .first()
          .waitFor();
        await expectNoSeriousA11yViolations(page, `the streak rules (${viewport}, ${scheme})`);
        await page.keyboard.press('Escape');
        await rules.waitFor({ state: 'detached' });
        await screenshot(page, `profile-stats-${viewport}-${scheme}-hub`);
        await expectNoSeriousA11yViolations(page, `the hub (${viewport}, ${scheme})`);

        // The profile, on Jotto: the frozen day on the calendar, a freeze spent.
        await page.goto('/profile');
        const section = page.getByRole('region', { name: 'Your Games Over Time' });
        await section.getByRole('tab', { name: 'Jotto' }).click();
        const jotto = section.getByRole('tabpanel', { name: 'Jotto' });
        await jotto.getByText('Current 9 Days · Best 9 Days · 0 streak freezes held').waitFor();
        const frozen = jotto.locator(`[data-day="${daysAgo(2)}"]`);
        await expect(frozen.getAttribute('data-state')).resolves.toBe('frozen');
        await expect(frozen.textContent()).resolves.toMatch(
          /frozen: a streak freeze kept the streak/,
        );
        await expect(
          jotto.locator(`[data-day="${today}"]`).getAttribute('data-state'),
        ).resolves.toBe('played');
        await expect(jotto.locator('[data-state="played"]').count()).resolves.toBe(9);

        // Its charts, each a named image, and their tables.
        await jotto
          .getByRole('img', { name: /^Guesses to solve 9 games; most often 1–5/ })
          .waitFor();
        await jotto
          .getByRole('img', { name: /^Days played Last \d+ weeks: 9 days played, 9 games/ })
          .waitFor();
        await jotto
          .getByRole('img', {
            name: /^Games a day, last 30 days 9 games, 6 games in the last 7 days/,
          })
          .waitFor();
        await expect(jotto.getByText('Fewest guesses').locator('..').innerText()).resolves.toMatch(
          /1 guess/,
        );
        const distribution = jotto.getByRole('figure', { name: 'Guesses to solve' });
        await distribution.getByText('Show as a table').click();
        const table = distribution.getByRole('table', { name: 'Guesses to solve' });
        await table.waitFor();
        await expect(table.getByRole('row', { name: '1–5 1' }).count()).resolves.toBe(1);
        await expect(table.getByRole('row', { name: '13–14 1' }).count()).resolves.toBe(1);
        await noSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page, `the profile's Jotto (${viewport}, ${scheme})`);
        await screenshot(page, `profile-stats-${viewport}-${scheme}-jotto`);

        // Bloom and Wordree draw their own measures.
        await section.getByRole('tab', { name: 'Bloom' }).click();
        const bloom = section.getByRole('tabpanel', { name: 'Bloom' });
        await bloom.getByRole('img', { name: /^Solve times 5 games/ }).waitFor();
        await section.getByRole('tab', { name: 'Wordree' }).click();
        const wordree = section.getByRole('tabpanel', { name: 'Wordree' });
        await wordree.getByRole('img', { name: /^Chain scores 7 games/ }).waitFor();
        await wordree.getByText('1 streak freeze held').waitFor();
        await noSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page, `the profile's Wordree (${viewport}, ${scheme})`);
        await screenshot(page, `profile-stats-${viewport}-${scheme}-wordree`);
      }

      // The narrowest phone the site serves: still no sideways scroll.
      if (viewport === 'mobile') {
        await page.setViewportSize({ width: 320, height: 700 });
        await page.emulateMedia({ colorScheme: 'light' });
        await page
          .getByRole('region', { name: 'Your Games Over Time' })
          .getByRole('tab', { name: 'Jotto' })
          .click();
        await page.getByRole('img', { name: /^Days played Last \d+ weeks/ }).waitFor();
        await noSidewaysScroll(page);
        await screenshot(page, 'profile-stats-320-light-jotto');
      }
      await context.close();
    });
  }
});
