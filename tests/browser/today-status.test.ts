/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { CSRF_HEADER, CSRF_HEADER_VALUE, dayKey } from '@hub/proto';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  VIEWPORTS,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

const NEXT_PUZZLE = /Next puzzle: \d+h \d+m \d+s/;

/**
 * Issue 32, point 2: what the player did today shows on each game's card, for a guest on the
 * landing page and for a player on the hub: not started, in progress, or done with the result and
 * the time to the next puzzle.
 */
describe.skipIf(!hasChromium)("today's status on the game cards", () => {
  let stack: TestStack;
  let browser: Browser;
  let jotto: Knex;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    jotto = createDb(stack.databaseUrl, 'jotto');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await jotto?.destroy();
    await stack?.stop();
  });

  async function open(page: Page, path: string) {
    await page.goto(`${stack.url}${path}`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  const post = (context: BrowserContext, path: string, data: object) =>
    context.request.post(`${stack.url}${path}`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data,
    });

  /** Solves today's Jotto as the context's player: one wrong guess, then the word. */
  async function solveJotto(context: BrowserContext) {
    const { word } = await jotto('daily_puzzles').first('word').where({ day: dayKey() });
    await post(context, '/api/jotto/daily/guess', { guess: word === 'crane' ? 'stick' : 'crane' });
    expect(
      (await (await post(context, '/api/jotto/daily/guess', { guess: word })).json()).isCorrect,
    ).toBe(true);
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows a guest and then a signed-in player what they did today (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      await answerCookieBanner(context, true);
      const page = await context.newPage();
      const card = (name: string) => page.locator('[data-game]').filter({ hasText: name });

      await open(page, '/');
      for (const name of ['Wordree', 'Jotto', 'Bloom']) {
        await card(name).getByText('Not started today').waitFor();
      }

      // Opening Bloom starts it; solving Jotto finishes it.
      const opened = page.waitForResponse(
        (answer) => new URL(answer.url()).pathname === '/api/bloom/daily' && answer.ok(),
      );
      await open(page, '/game/bloom');
      await opened;
      await solveJotto(context);
      await open(page, '/');
      await card('Bloom').getByText('In progress').waitFor();
      const jottoCard = card('Jotto');
      await jottoCard.getByText(/^Done today: 2 guesses · \d+:\d\d · [\d,]+ points/).waitFor();
      await jottoCard.getByText(NEXT_PUZZLE).waitFor();
      await card('Wordree').getByText('Not started today').waitFor();
      await checkEachScheme(page, `${viewport}-landing-today`);

      // The solved puzzle says how everyone did today, and where this player stands.
      await open(page, '/game/jotto/daily');
      const everyone = page.getByRole('region', { name: 'How everyone did today' });
      await everyone
        .getByText(/^(Your 2 guesses (beat|did not beat) |You are the first to finish today)/)
        .waitFor();
      await everyone.getByRole('listitem').filter({ hasText: '(you)' }).getByText('1–5').waitFor();
      await everyone.scrollIntoViewIfNeeded();
      await checkEachScheme(page, `${viewport}-jotto-how-everyone-did`, { fullPage: false });

      // Signed up, the hub's cards say the same: the guest's day came with them.
      const signUp = await post(context, '/api/auth/signup', {
        email: `today-${viewport}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Ada',
      });
      expect(signUp.status()).toBe(201);
      // The guest's games move to the account as an event is applied: a moment later.
      await expect
        .poll(
          async () => {
            const today = await context.request.get(`${stack.url}/api/jotto/daily/status`);
            return ((await today.json()) as { status: string }).status;
          },
          { timeout: 15_000 },
        )
        .toBe('finished');
      await open(page, '/');
      await page.getByRole('heading', { name: 'Our Games' }).waitFor();
      await card('Jotto')
        .getByText(/^Done today: 2 guesses/)
        .waitFor();
      await card('Bloom').getByText('In progress').waitFor();
      await checkEachScheme(page, `${viewport}-hub-today`);
      await context.close();
    });
  }
});
