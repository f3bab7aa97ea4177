/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { signUpVerified } from '../support/accounts';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  VIEWPORTS,
} from '../support/browser';
import {
  finishedGame,
  GameOutboxes,
  reportAndApply,
  type FinishedGame,
} from '../support/game-events';
import { Browserish } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const ADMINS = { mobile: 'numbers-mobile@example.com', desktop: 'numbers-desktop@example.com' };

/** Issue 36 point 3: the dashboard's chart and table of each day's puzzle. */
describe.skipIf(!hasChromium)("a puzzle's own numbers on the admin dashboard", () => {
  let stack: TestStack;
  let browser: Browser;
  let games: GameOutboxes;
  let leaderboardDb: Knex;

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: Object.values(ADMINS).join(',') } });
    games = new GameOutboxes(stack.databaseUrl);
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
    browser = await launchChromium();
    // Two players open today's Jotto; three finish it (one faster than the floor), one gives up.
    for (const tab of [new Browserish(stack.url), new Browserish(stack.url)]) {
      expect((await tab.get('/api/jotto/daily')).status).toBe(200);
    }
    // Bloom's day has a difficulty label, which its start carries.
    expect((await new Browserish(stack.url).get('/api/bloom/daily')).status).toBe(200);
    const jotto = (facts: Partial<FinishedGame>) =>
      finishedGame({ playerId: randomUUID(), game: 'jotto', ...facts });
    await reportAndApply(
      games,
      leaderboardDb,
      jotto({ attempts: 8, timeTaken: 300, score: 700 }),
      jotto({ attempts: 12, timeTaken: 500, score: 600 }),
      jotto({ attempts: 4, timeTaken: 20, score: 950, ranked: false }),
      jotto({ won: false, attempts: 20, timeTaken: 900, score: 0 }),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await games?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows who started and finished each day, and how (${viewport})`, async () => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: stack.url,
        reducedMotion: 'reduce',
      });
      await answerCookieBanner(context, true);
      await signUpVerified(stack, context, {
        email: ADMINS[viewport],
        password: 'correct horse battery',
      });
      const page = await context.newPage();
      await page.goto('/admin');
      const section = page.getByRole('region', { name: 'Puzzle numbers' });
      await section.getByRole('tab', { name: 'Jotto' }).click();
      const table = section.getByRole('table', { name: /Each day’s puzzle/ });
      const today = table.getByRole('row').nth(1);
      // The starts travel as events: the panel asks again when it is opened.
      await expect
        .poll(async () => {
          await section.getByRole('tab', { name: 'Bloom' }).click();
          await section.getByRole('tab', { name: 'Jotto' }).click();
          return (await today.innerText()).replace(/\s+/g, ' ');
        })
        .toMatch(/^\S+ \S+ \d+ 2 4 75% 5:00 \(2:40–6:40\) 8 \(6–10\) 650 \(450–762\.5\) – 25%$/);
      await section
        .getByRole('img', { name: /Started and finished, day by day Over 30 days, 2 players/ })
        .waitFor();
      // Bloom's days carry their difficulty, set against what players did.
      await section.getByRole('tab', { name: 'Bloom' }).click();
      await expect
        .poll(async () => {
          await section.getByRole('tab', { name: 'Wordree' }).click();
          await section.getByRole('tab', { name: 'Bloom' }).click();
          return section.getByRole('table', { name: /Each difficulty/ }).count();
        })
        .toBe(1);
      await section.getByRole('tab', { name: 'Jotto' }).click();
      await section.scrollIntoViewIfNeeded();
      await checkEachScheme(page, `${viewport}-admin-puzzle-numbers`, {
        audit: `puzzle numbers (${viewport})`,
        of: section,
      });
      await context.close();
    });
  }
});
