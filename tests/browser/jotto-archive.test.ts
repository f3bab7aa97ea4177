/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
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

/** Yesterday's answer, and a wrong guess to make first; real words both. */
const PAST_WORDS = ['crane', 'pilot'];
const WRONG_GUESS = 'stick';

const RUNS = [
  ['mobile', 'light'],
  ['desktop', 'dark'],
] as const;

describe.skipIf(!hasChromium)('the Jotto archive in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let db: Knex;
  const yesterday = addDays(dayKey(), -1);
  let secret: string;

  beforeAll(async () => {
    stack = await startTestStack();
    db = createDb(stack.databaseUrl, 'jotto');
    browser = await launchChromium();
    const answer = await fetch(`${stack.url}/api/jotto/daily`);
    expect(answer.status).toBe(200);
    const today = await db('daily_puzzles').first('word', 'number').where({ day: dayKey() });
    secret = PAST_WORDS.find((word) => word !== today.word)!;
    await db('daily_puzzles').insert([
      { day: yesterday, number: today.number - 1, word: secret },
      { day: addDays(dayKey(), -2), number: today.number - 2, word: WRONG_GUESS },
    ]);
    // Yesterday's board: one ranked player far ahead, one far behind.
    const solved = { solved_at: db.fn.now(), attempts: 3, time_taken: 60 };
    await db('daily_games').insert([
      { day: yesterday, player_id: 'best', score: 999_999, ...solved },
      { day: yesterday, player_id: 'worst', score: 0, ...solved },
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
    await stack?.stop();
  });

  async function guess(page: Page, word: string) {
    const box = page.getByRole('textbox', { name: 'Your guess' });
    await box.fill(word);
    await box.press('Enter');
  }

  for (const [viewport, scheme] of RUNS) {
    it(`plays yesterday's word from the calendar, unranked (${viewport}, ${scheme})`, async () => {
      const context = await browser.newContext({
        baseURL: stack.url,
        viewport: VIEWPORTS[viewport],
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await answerCookieBanner(context, true);
      const page = await context.newPage();
      await page.goto('/game/jotto');
      await page.getByRole('link', { name: /^Archive/ }).click();
      await page.waitForURL(/\/game\/jotto\/archive$/);
      await page.getByRole('heading', { name: 'Jotto Archive', level: 1 }).waitFor();
      const yesterdayName = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${yesterday}T12:00:00Z`));
      const day = page.getByRole('link', {
        name: new RegExp(`^${yesterdayName}, puzzle #\\d+, not played yet$`),
      });
      await day.waitFor();
      // Only the past days are links: today is not.
      expect(await page.getByRole('link', { name: /puzzle #/ }).count()).toBe(2);
      await expectNoSeriousA11yViolations(
        page,
        `the Jotto archive calendar (${viewport}, ${scheme})`,
      );
      await screenshot(page, `jotto-archive-calendar-${viewport}-${scheme}`);

      await day.click();
      await page.waitForURL(new RegExp(`/game/jotto/archive/${yesterday}$`));
      await page.getByRole('heading', { name: 'Archive', level: 1 }).waitFor();
      await page.getByText(/· unranked/).waitFor();
      await guess(page, WRONG_GUESS);
      await page.getByText('Attempts:').getByText('1').waitFor();
      await guess(page, secret);
      await page.getByRole('heading', { name: 'Solved!' }).waitFor();
      await page.getByText('You would have been #2 of 3 on the day.').waitFor();
      expect(await page.getByText('The word was', { exact: true }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page, `a solved archive day (${viewport}, ${scheme})`);
      await screenshot(page, `jotto-archive-solved-${viewport}-${scheme}`);

      // Back on the calendar the day is marked finished in the archive.
      await page.getByRole('link', { name: 'Archive', exact: true }).click();
      await page.getByRole('link', { name: /puzzle #\d+, finished in the archive$/ }).waitFor();
      await context.close();
    });
  }
});
