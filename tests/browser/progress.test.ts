/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { hasChromium, launchChromium, screenshot, VIEWPORTS } from '../support/browser';
import { Browserish } from '../support/http';
import {
  finishedGame,
  GameOutboxes,
  reportAndApply,
  type FinishedGame,
} from '../support/game-events';
import { startTestStack, type TestStack } from '../support/stack';

describe.skipIf(!hasChromium)('progress in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let games: GameOutboxes;
  let progressDb: Knex;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    games = new GameOutboxes(stack.databaseUrl);
    progressDb = createDb(stack.databaseUrl, 'leaderboard');
  });

  afterAll(async () => {
    await browser?.close();
    await games?.close();
    await progressDb?.destroy();
    await stack?.stop();
  });

  const today = dayKey();
  const daysAgo = (days: number) => addDays(today, -days);

  const play = (...finished: FinishedGame[]) => reportAndApply(games, progressDb, ...finished);

  /** A signed-up player in a fresh browser context (the context keeps the session cookie). */
  async function signedInPlayer(
    viewport: keyof typeof VIEWPORTS,
  ): Promise<{ context: BrowserContext; page: Page; userId: string }> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const { id } = await signUpVerified(stack, context, {
      email: `progress-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    return { context, page: await context.newPage(), userId: id };
  }

  /** Loads a screen and waits out the splash. */
  async function open(page: Page, path: string) {
    await page.goto(`${stack.url}${path}`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows real streaks, counts, achievements and leaderboards (${viewport})`, async () => {
      const { context, page, userId } = await signedInPlayer(viewport);
      const mine = { playerId: userId, userId };
      await play(
        finishedGame({ ...mine, game: 'wordree', day: daysAgo(2), score: 120 }),
        finishedGame({ ...mine, game: 'wordree', day: daysAgo(1), score: 180 }),
        finishedGame({ ...mine, game: 'wordree', day: today, score: 310 }),
        finishedGame({ ...mine, game: 'jotto', day: today, mode: 'daily', won: true, attempts: 4 }),
        finishedGame({ ...mine, game: 'bloom', day: daysAgo(5), won: false, hintsUsed: 3 }),
      );

      await open(page, '/');
      await page.getByRole('button', { name: 'Accept All' }).click({ timeout: 4_000 });
      await page.getByRole('heading', { name: 'Your Progress' }).waitFor();

      // Achievements card: 6 of 12, the five most recent icons (not the oldest, First Bloom).
      const achievementsCard = page.getByRole('button', { name: 'Achievements 6 / 12 unlocked' });
      await achievementsCard.waitFor();
      const icons = await achievementsCard
        .locator('[title]')
        .evaluateAll((badges) => badges.map((badge) => badge.textContent));
      expect(icons).toHaveLength(5);
      expect(new Set(icons)).toEqual(new Set(['🎯', '🔥', '🔍', '🧠', '🌳']));

      // Daily Streak card: the best current streak, then only the games whose streak is alive.
      const streakCard = page.getByRole('article').filter({ hasText: 'Daily Streak' });
      await streakCard.getByText('3 Days').first().waitFor();
      // Someone who has played is welcomed back.
      await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
      const streaks = await streakCard.getByRole('listitem').allInnerTexts();
      expect(streaks.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
        'Wordree 3 Days',
        'Jotto 1 Day',
      ]);
      await screenshot(page, `${viewport}-progress-hub`);

      // All Achievements: every one of the 12, the locked ones dimmed with a lock.
      await achievementsCard.click();
      const dialog = page.getByRole('dialog', { name: 'All Achievements' });
      await dialog.waitFor();
      await expect(dialog.getByRole('listitem').count()).resolves.toBe(12);
      await expect(dialog.getByText('Locked', { exact: true }).count()).resolves.toBe(6);
      await expect(dialog.getByText(/^Unlocked /).count()).resolves.toBe(6);
      await dialog.getByText('Week Warrior').waitFor();
      await screenshot(page, `${viewport}-progress-all-achievements`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Leaderboards: game tabs and a period choice.
      await page.getByRole('button', { name: /Leaderboards/ }).click();
      const boards = page.getByRole('dialog', { name: 'Leaderboards' });
      await boards.waitFor();
      const ownRow = boards.getByRole('row', { name: /Ada L\. \(you\)/ });
      await ownRow.waitFor();
      await expect(ownRow.innerText()).resolves.toMatch(/310/);
      await boards.getByRole('radio', { name: 'All time' }).click();
      await boards.getByRole('row', { name: /Ada L\. \(you\) 610/ }).waitFor();
      await boards.getByRole('tab', { name: 'Jotto' }).click();
      await boards.getByRole('row', { name: /Ada L\. \(you\) 100/ }).waitFor();
      await screenshot(page, `${viewport}-progress-leaderboards`);
      await page.keyboard.press('Escape');

      // A game finished elsewhere: the hub toasts the unlocks and updates the streaks live.
      await play(finishedGame({ ...mine, game: 'bloom', day: today, won: true, hintsUsed: 0 }));
      const toast = page.getByRole('status').filter({ hasText: 'Achievement Unlocked!' });
      await toast.getByText(/Green Thumb/).waitFor({ timeout: 10_000 });
      await streakCard.getByText('Bloom').waitFor();
      await screenshot(page, `${viewport}-progress-toast`);
      await page.getByRole('button', { name: 'Achievements 7 / 12 unlocked' }).waitFor();

      // Profile: three tiles and the per-game list.
      await open(page, '/profile');
      await page.getByRole('heading', { name: 'Game Statistics' }).waitFor();
      // The heading comes before the figures: read until they have loaded.
      const tiles = async () => (await page.locator('dl').first().innerText()).replace(/\s+/g, ' ');
      await expect.poll(tiles).toMatch(/Total Games 6 Current Streak 3 Achievements 0/);
      const rows = async () =>
        (
          await page
            .getByRole('region', { name: 'Game Statistics' })
            .getByRole('listitem')
            .allInnerTexts()
        ).map((row) => row.replace(/\s+/g, ' ').trim());
      await expect
        .poll(rows)
        .toEqual([
          'Wordree 3 games Streak 3 Best 3 Freezes 0',
          'Jotto 1 game Streak 1 Best 1 Freezes 0',
          'Bloom 2 games Streak 1 Best 1 Freezes 0',
        ]);
      await screenshot(page, `${viewport}-progress-profile`);
      await context.close();
    });

    it(`shows the Jotto VS rating board beside Jotto points (${viewport})`, async () => {
      const { context, page, userId } = await signedInPlayer(viewport);
      const rival = await signUpVerified(stack, new Browserish(stack.url), {
        email: `rival-${randomUUID()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Bo',
      });
      // Two wins over the same rival: 1016, then only half of K (pair damping).
      const win = (matchId: string): FinishedGame[] => [
        finishedGame({
          playerId: userId,
          userId,
          game: 'jotto',
          mode: 'vs',
          won: true,
          score: 1000,
          attempts: 1,
          opponentId: rival.id,
          matchId,
        }),
        finishedGame({
          playerId: rival.id,
          userId: rival.id,
          game: 'jotto',
          mode: 'vs',
          won: false,
          score: 0,
          attempts: 0,
          opponentId: userId,
          matchId,
        }),
      ];
      await play(...win(randomUUID()), ...win(randomUUID()));

      await open(page, '/');
      await page.getByRole('button', { name: 'Accept All' }).click({ timeout: 4_000 });
      await page.getByRole('button', { name: /Leaderboards/ }).click();
      const boards = page.getByRole('dialog', { name: 'Leaderboards' });
      await boards.getByRole('tab', { name: 'Jotto' }).click();
      // VS matches add no points: Ada is not on the Jotto points board.
      await boards.getByRole('table', { name: 'Jotto points, today' }).waitFor();
      await expect(boards.getByRole('row', { name: /\(you\)/ }).count()).resolves.toBe(0);
      await boards.getByRole('radio', { name: 'VS rating' }).click();
      await expect(boards.getByRole('radio', { name: 'All time' }).count()).resolves.toBe(0);
      const table = boards.getByRole('table', { name: 'Jotto VS rating' });
      await table.getByRole('row', { name: /Ada L\. \(you\) 1023/ }).waitFor();
      await table
        .getByRole('row', { name: /Bo 977/ })
        .first()
        .waitFor();
      await screenshot(page, `${viewport}-progress-vs-rating`);
      await boards.getByRole('radio', { name: 'Points' }).click();
      await boards.getByRole('radio', { name: 'All time' }).waitFor();
      await context.close();
    });
  }
});
