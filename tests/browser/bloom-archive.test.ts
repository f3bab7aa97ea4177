/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey, FLOWER_NAMES, puzzleNumber, type BloomBoard } from '@hub/proto';
import { generateDailyPuzzle, seededRandom } from '@hub/bloom/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { cellLabel, emptyCells, gardenCell, plantByMouse } from '../support/bloom-garden';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The Bloom archive in Chromium (docs/rules.md#the-archive): from today's garden to the calendar,
 * a past day played to the end, its standing on the day, and the day marked finished.
 */
describe.skipIf(!hasChromium)('Bloom archive in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let db: Knex;
  const yesterday = addDays(dayKey(), -1);
  const number = puzzleNumber(yesterday);
  /** Read from the database, as an operator could: the page never sends it before the finish. */
  let solution: BloomBoard;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    db = createDb(stack.databaseUrl, 'bloom');
    const garden = generateDailyPuzzle(yesterday, seededRandom(`browser-archive-${yesterday}`));
    const [row] = await db('daily_puzzles')
      .insert({
        day_key: yesterday,
        puzzle_number: number,
        difficulty: garden.difficulty,
        starters: JSON.stringify(garden.starters),
        solution: JSON.stringify(garden.solution),
        rating: JSON.stringify(garden.rating),
      })
      .returning<{ id: number; solution: BloomBoard }[]>(['id', 'solution']);
    solution = row!.solution;
    // The day's board as it closed: one garden better than any archive finish here, one worse.
    const score = (player: string, points: number) => ({
      puzzle_id: row!.id,
      player_id: player,
      display_name: player,
      score: points,
      time_taken: 200,
      hints_used: 0,
      board: JSON.stringify(solution),
    });
    await db('scores').insert([score('Early bird', 1000), score('Late riser', 50)]);
  });

  afterAll(async () => {
    await db?.destroy();
    await browser?.close();
    await stack?.stop();
  });

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    context.setDefaultTimeout(10_000);
    await answerCookieBanner(context, false);
    await context.addInitScript(() => localStorage.setItem('bloom-tutorial-seen', 'true'));
    return context;
  }

  /** The screen in both themes, each checked by axe and shot from the top. */
  const shots = (page: Page, name: string, where: string) =>
    checkEachScheme(page, name, { audit: where, fromTop: true });

  const dayLink = (page: Page) =>
    page.getByRole('link', { name: new RegExp(`, puzzle #${number}, `) });
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`a guest finds yesterday in the calendar, solves it unranked and sees where it would have stood (${viewport})`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.goto(`${stack.url}/game/bloom`);
      await page.locator('[role="grid"]').waitFor();

      // From today's garden to the calendar: yesterday is there, not played yet.
      await page.getByRole('link', { name: 'Archive' }).click();
      await page.waitForURL('**/game/bloom/archive');
      await page.getByRole('heading', { level: 1, name: 'Bloom Archive' }).waitFor();
      expect(await dayLink(page).getAttribute('aria-label')).toMatch(/, not played yet$/);
      await shots(page, `bloom-archive-${viewport}-calendar`, 'the Bloom archive calendar');

      // The day's garden: marked as the archive, its number and date, unranked.
      await dayLink(page).click();
      await page.waitForURL(`**/game/bloom/archive/${yesterday}`);
      await page.getByRole('heading', { level: 1, name: 'Archive' }).waitFor();
      const date = new Date(`${yesterday}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await page.getByText(`Puzzle #${number}`).waitFor();
      await page.getByText(`${date} · unranked`).waitFor();
      const empty = await emptyCells(page);
      expect(empty.length).toBeGreaterThan(0);
      // The day's own board, beside the garden.
      await page.getByRole('heading', { name: 'The day’s top gardeners' }).waitFor();
      await page.getByText('Early bird').waitFor();
      for (const { r, c } of empty.slice(0, 3)) await plantByMouse(page, r, c, solution[r]![c]!);
      await page.getByRole('timer', { name: /Time 0:0\d/ }).waitFor();
      await shots(page, `bloom-archive-${viewport}-playing`, 'a Bloom archive garden');

      // Every other bed, then the results: unranked, and where it would have stood.
      for (const { r, c } of empty.slice(3)) await plantByMouse(page, r, c, solution[r]![c]!);
      const dialog = page.getByRole('dialog', { name: 'Garden complete!' });
      await dialog.waitFor();
      await dialog.getByText('Unranked', { exact: true }).waitFor();
      await dialog.getByText('You would have been #2 of 3 on the day.').waitFor();
      // Another day's garden: today's finishers are nothing to it.
      expect(await dialog.getByRole('region', { name: 'How everyone did today' }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'the Bloom archive results');
      await screenshot(page, `bloom-archive-${viewport}-results`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('You would have been #2 of 3 on the day.').waitFor();
      // The confetti's canvas leaves the page once it has fallen.
      await page.locator('body > canvas').waitFor({ state: 'detached' });
      await shots(page, `bloom-archive-${viewport}-finished`, 'a finished Bloom archive garden');

      // Finished for good: the garden is locked, a reload shows it so, the calendar marks the day.
      await gardenCell(page, empty[0]!.r, empty[0]!.c).click();
      await page.getByText('Puzzle already completed').first().waitFor();
      await page.reload();
      await page.getByText('Garden complete!').waitFor();
      await page.getByText('You would have been #2 of 3 on the day.').waitFor();
      expect(await cellLabel(page, empty[0]!.r, empty[0]!.c)).toMatch(
        `, ${FLOWER_NAMES[solution[empty[0]!.r]![empty[0]!.c]!]}`,
      );
      await page.getByRole('link', { name: 'Archive' }).click();
      await page.waitForURL('**/game/bloom/archive');
      await expect
        .poll(() => dayLink(page).getAttribute('aria-label'))
        .toMatch(/, finished in the archive$/);
      await page.getByText('1 of 1 past puzzles finished', { exact: false }).waitFor();
      await screenshot(page, `bloom-archive-${viewport}-calendar-finished`);
      await context.close();
    });
  }
});
