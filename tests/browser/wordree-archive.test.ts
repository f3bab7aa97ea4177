/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey, puzzleNumber, type PlayedWord, type WordreeCell } from '@hub/proto';
import { chainThrough } from '@hub/wordree/testing';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

describe.skipIf(!hasChromium)('the Wordree archive in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let db: Knex;
  const yesterday = addDays(dayKey(), -1);
  let dailyPuzzleId: number;
  let chain: PlayedWord[];

  beforeAll(async () => {
    stack = await startTestStack();
    db = createDb(stack.databaseUrl, 'wordree');
    browser = await launchChromium();
    expect((await fetch(`${stack.url}/api/puzzle-templates/daily`)).status).toBe(200);
    // Yesterday's daily, as if the site had run then: a grid of the seeded pool.
    const template = await db('templates')
      .first('difficulty', 'grid_size', 'letters', 'possible_words', 'common_words', 'target_score')
      .where({ difficulty: 'medium', for_daily: false });
    const [made] = await db('templates')
      .insert({ ...template, for_daily: true })
      .returning(['id', 'grid_size', 'letters']);
    const [daily] = await db('daily_puzzles')
      .insert({ day: yesterday, template_id: made.id, created_at: new Date() })
      .returning('id');
    dailyPuzzleId = daily.id;
    chain = chainThrough({ gridSize: made.grid_size, letters: made.letters }).slice(0, 3);
    // Yesterday's board: one ranked player far ahead, one far behind.
    for (const [name, score] of [
      ['Ada', 999_999],
      ['Bea', 0],
    ] as const) {
      const gameId = randomUUID();
      const at = new Date(Date.now() - 86_400_000);
      const player = { player_id: `other-${name}` };
      await db('games').insert({
        id: gameId,
        ...player,
        template_id: made.id,
        mode: 'daily',
        daily_puzzle_id: dailyPuzzleId,
        words: JSON.stringify([]),
        score,
        created_at: at,
        updated_at: at,
        completed_at: at,
      });
      await db('daily_submissions').insert({
        daily_puzzle_id: dailyPuzzleId,
        game_id: gameId,
        ...player,
        display_name: name,
        score,
        word_chain: JSON.stringify([]),
        time_taken: 200,
        submitted_at: at,
      });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
    await stack?.stop();
  });

  const cell = (page: Page, [row, column]: WordreeCell) =>
    page.locator(`[data-cell="${row}:${column}"]`);
  const chainWords = (page: Page) =>
    page.getByTestId('wordree-chain').locator(':scope > span').allTextContents();

  async function play(page: Page, word: PlayedWord, touch: boolean) {
    for (const position of word.path) {
      if (touch) await cell(page, position).tap();
      else await cell(page, position).click();
    }
    await expect
      .poll(() => page.getByTestId('wordree-current-word').textContent())
      .toBe(word.word.toUpperCase());
    await page.getByRole('button', { name: 'Submit Word' }).click();
    await expect.poll(async () => (await chainWords(page)).at(-1)).toBe(word.word.toUpperCase());
  }

  /** The page in both themes, each checked by axe and shot from the top. */
  const inBothSchemes = (page: Page, name: string, where: string) =>
    checkEachScheme(page, name, { audit: where, fromTop: true });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`plays yesterday's daily from the calendar, unranked (${viewport})`, async () => {
      const mobile = viewport === 'mobile';
      const context = await browser.newContext({
        baseURL: stack.url,
        viewport: VIEWPORTS[viewport],
        hasTouch: mobile,
        isMobile: mobile,
        deviceScaleFactor: mobile ? 2 : 1,
        reducedMotion: 'reduce',
      });
      await answerCookieBanner(context, true);
      await context.addInitScript(() => {
        // The splash and the tutorial have their own tests; here they would only cover the screen.
        window.sessionStorage.setItem('hub_session_started', 'true');
        window.localStorage.setItem('tutorial-shown', 'true');
      });
      const page = await context.newPage();

      // From the Daily Challenge to the archive's calendar.
      await page.goto('/game/wordree');
      await page.getByRole('tab', { name: 'Daily Challenge' }).click();
      const link = page.getByRole('link', { name: 'Archive', exact: true });
      await page.getByText(/Next puzzle in \d{2}:\d{2}:\d{2}/).waitFor();
      await screenshot(page, `wordree-archive-link-${viewport}`, { fullPage: false });
      await link.click();
      await page.waitForURL(/\/game\/wordree\/archive$/);
      await page.getByRole('heading', { name: 'Wordree Archive', level: 1 }).waitFor();
      const day = page.getByRole('link', { name: /puzzle #\d+, not played yet$/ });
      await day.waitFor();
      // Yesterday alone: today and the scheduled days are no links.
      expect(await page.getByRole('link', { name: /puzzle #/ }).count()).toBe(1);
      expect(await day.getAttribute('aria-label')).toContain(`puzzle #${puzzleNumber(yesterday)},`);
      await inBothSchemes(page, `wordree-archive-calendar-${viewport}`, 'the archive calendar');

      await day.click();
      await page.waitForURL(new RegExp(`/game/wordree/archive/${yesterday}$`));
      await page.getByRole('heading', { name: 'Archive', level: 1 }).waitFor();
      await page
        .getByText(`Puzzle #${puzzleNumber(yesterday)} ·`)
        .getByText('unranked')
        .waitFor();
      await page.getByText('No words yet').waitFor();

      const [first, second, third] = chain;
      await play(page, first!, mobile);
      await play(page, second!, mobile);
      await inBothSchemes(page, `wordree-archive-playing-${viewport}`, 'an archive day in play');
      await play(page, third!, mobile);

      await page.getByRole('button', { name: 'Finish Puzzle' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Finish This Puzzle?').waitFor();
      await confirm.getByRole('button', { name: 'Finish Puzzle' }).click();
      await page.getByRole('heading', { name: 'Puzzle Complete!' }).waitFor();
      // The result's own line: the toast says the same words while it shows.
      await page
        .getByTestId('wordree-archive-standing')
        .getByText('You would have been #2 of 3 on the day.')
        .waitFor();
      const score = chain.reduce((sum, word) => sum + word.points, 0);
      expect(await page.getByTestId('wordree-final-score').textContent()).toBe(String(score));
      // The day's board, as its daily left it: the archive result is never on it.
      const board = page.getByRole('list', { name: 'Scores' });
      await board.waitFor();
      expect(await board.getByRole('listitem').allTextContents()).toEqual([
        '🥇Ada999999',
        '🥈Bea0',
      ]);
      expect(await page.getByRole('button', { name: 'Submit Word' }).isDisabled()).toBe(true);
      // The toast saying so would cover the result in the pictures.
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await page.getByText('Puzzle complete!', { exact: true }).waitFor({ state: 'hidden' });
      await inBothSchemes(page, `wordree-archive-finished-${viewport}`, 'a finished archive day');

      // A reload restores the finished day from the server, this guest's alone.
      await page.reload();
      await page.getByText('You would have been #2 of 3 on the day.').waitFor();
      expect(await chainWords(page)).toEqual(chain.map((word) => word.word.toUpperCase()));

      // Back on the calendar the day is marked finished in the archive.
      await page.getByRole('link', { name: 'Archive', exact: true }).click();
      await page.waitForURL(/\/game\/wordree\/archive$/);
      await page.getByRole('link', { name: /puzzle #\d+, finished in the archive$/ }).waitFor();
      await context.close();
    });
  }
});
