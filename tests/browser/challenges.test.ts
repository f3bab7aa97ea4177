/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  boardWithStarters,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  dayKey,
  emptyNotes,
} from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { cellLabel, flowerButton, gardenCell } from '../support/bloom-garden';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { insertBloomDay, insertWordreeDay, type StoredGarden } from '../support/past-days';
import { startTestStack, type TestStack } from '../support/stack';

/** Real words: wrong guesses at any secret below that is not one of them. */
const WORDS = ['crane', 'pilot', 'mouth', 'stick'];
const CHALLENGE_LINK = /(https?:\/\/\S+\/game\/jotto\/challenge\/[0-9a-f-]{36})$/;

/**
 * Issue 18 point 5: a challenge link opened in a second browser. Ada solves the daily and sends
 * a challenge; Bob opens it, sees whose it is without her score, plays, and sees who won. Where
 * neither sharing nor the clipboard works, the link shows in a box to copy; that one is a past
 * day's, played in the archive.
 */
describe.skipIf(!hasChromium)('challenges in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let db: Knex;
  let bloomDb: Knex;
  let wordreeDb: Knex;
  const today = dayKey();
  const yesterday = addDays(today, -1);
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'jotto');
    browser = await launchChromium();
    expect((await fetch(`${stack.url}/api/jotto/daily`)).status).toBe(200);
    const todays = await db('daily_puzzles').first('word', 'number').where({ day: today });
    secrets[today] = todays.word;
    secrets[yesterday] = WORDS.find((word) => word !== todays.word)!;
    await db('daily_puzzles').insert({
      day: yesterday,
      number: todays.number - 1,
      word: secrets[yesterday],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
    await bloomDb?.destroy();
    await wordreeDb?.destroy();
    await stack?.stop();
  });

  async function newContext(
    viewport: keyof typeof VIEWPORTS,
    options: { clipboard?: boolean } = {},
  ): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: stack.url,
      reducedMotion: 'reduce',
      permissions: options.clipboard === false ? [] : ['clipboard-read', 'clipboard-write'],
    });
    await answerCookieBanner(context, true);
    return context;
  }

  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  async function solve(page: Page, day: string, misses: number) {
    const box = page.getByRole('textbox', { name: 'Your guess' });
    const wrong = WORDS.filter((w) => w !== secrets[day]).slice(0, misses);
    for (const [index, word] of wrong.entries()) {
      await box.fill(word);
      await box.press('Enter');
      // Each guess in before the next: one typed while the last is on its way is not taken.
      await page
        .getByText('Attempts:')
        .getByText(String(index + 1), { exact: true })
        .waitFor();
    }
    await box.fill(secrets[day]!);
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Solved!' }).waitFor();
  }

  /** The page in each width and theme: a phone's 390 px and a desktop, light and dark. */
  async function shootEverywhere(page: Page, name: string) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await checkEachScheme(page, `challenge-${name}-${viewport}`, {
        audit: `${name} (${viewport})`,
      });
    }
  }

  const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`says a link to no challenge leads nowhere, with a way to play instead of "Try again" (${viewport})`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await open(page, '/game/jotto/challenge/no-such-challenge');
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'No such challenge' }).waitFor();
      await alert.getByRole('link', { name: 'Play Jotto' }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await checkEachScheme(page, `challenge-none-${viewport}`, { fullPage: false });
      await context.close();
    });
  }

  it("opens a friend's daily challenge in a second browser: no score before, the verdict after", async () => {
    const adaContext = await newContext('mobile');
    await signUpVerified(stack, adaContext, {
      email: `ada-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const ada = await adaContext.newPage();
    await open(ada, '/game/jotto/daily');
    await solve(ada, today, 2);
    await ada.getByRole('button', { name: 'Challenge a friend' }).click();
    // Read from the clipboard, not the 'Link Copied' toast: Ada's first-solve achievement may
    // arrive just after it, and a newer toast replaces an older one.
    await expect
      .poll(() => ada.evaluate(() => navigator.clipboard.readText()))
      .toMatch(CHALLENGE_LINK);
    const shared = await ada.evaluate(() => navigator.clipboard.readText());
    const { number, score } = await db('daily_puzzles')
      .join('daily_games', 'daily_games.day', 'daily_puzzles.day')
      .first('daily_puzzles.number', 'daily_games.score')
      .where({ 'daily_puzzles.day': today });
    expect(shared).toMatch(new RegExp(`^Can you beat my score on Jotto #${number}\\? `));
    const link = CHALLENGE_LINK.exec(shared)?.[1];
    expect(link).toBeDefined();
    expect(shared).not.toContain(String(score));
    expect(shared.toLowerCase()).not.toContain(secrets[today]);

    const bobContext = await newContext('desktop');
    const bob = await bobContext.newPage();
    await open(bob, link!);
    // Ada's name arrives with auth's event; a reload shows it once it has.
    await expect
      .poll(async () => {
        await bob.reload();
        return bob.getByRole('heading', { level: 1 }).textContent();
      })
      .toBe(`Ada L. challenged you to Jotto #${number}`);
    await bob.getByText('Beat their score!').waitFor();
    expect(await bodyText(bob)).not.toContain(String(score));
    await shootEverywhere(bob, 'page');

    await bob.setViewportSize(VIEWPORTS.desktop);
    await bob.getByRole('link', { name: 'Play' }).click();
    await bob.waitForURL(/\/game\/jotto\/daily\?challenge=/);
    const banner = bob.getByRole('status').filter({ hasText: 'challenged you' });
    await banner.getByText('Ada L. challenged you: beat their score!').waitFor();
    expect(await bodyText(bob)).not.toContain(String(score));
    await solve(bob, today, 0);
    // The verdict: over the page, and in the solved panel itself, where the player is looking.
    const verdicts = bob.getByRole('status').filter({ hasText: /You beat Ada L\.: \d+ to \d+/ });
    await expect.poll(() => verdicts.count()).toBe(2);
    for (const verdict of await verdicts.all()) {
      expect(await verdict.textContent()).toContain(`to ${score}`);
    }
    await screenshot(bob, 'challenge-daily-verdict-desktop');

    await open(bob, link!);
    await bob.getByText(new RegExp(`^You beat Ada L\\.: \\d+ to ${score}$`)).waitFor();
    const table = bob.getByRole('table', { name: 'Results' });
    await table.getByRole('columnheader', { name: 'Ada L.' }).waitFor();
    expect(await table.getByRole('row', { name: /^Guesses/ }).textContent()).toBe('Guesses13');
    await shootEverywhere(bob, 'verdict');

    // Ada's own link says it is hers.
    await open(ada, link!);
    await ada.getByRole('heading', { name: `Your challenge: Jotto #${number}` }).waitFor();
    await adaContext.close();
    await bobContext.close();
  });

  it("shows the link in a box when sharing and copying fail, and plays a past day's challenge in the archive", async () => {
    const cleoContext = await newContext('mobile', { clipboard: false });
    await cleoContext.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
      Object.defineProperty(navigator, 'share', { value: refuse, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: refuse, readText: refuse },
        configurable: true,
      });
    });
    const cleo = await cleoContext.newPage();
    await open(cleo, `/game/jotto/archive/${yesterday}`);
    await solve(cleo, yesterday, 1);
    await cleo.getByRole('button', { name: 'Challenge a friend' }).click();
    const dialog = cleo.getByRole('dialog', { name: 'Jotto challenge' });
    const box = dialog.getByRole('textbox', { name: 'Text to copy' });
    await box.waitFor();
    const shared = await box.inputValue();
    expect(shared).toMatch(/^Can you beat my score on Jotto #\d+\? /);
    // Selected, ready to copy.
    expect(
      await box.evaluate((field: HTMLTextAreaElement) => field.selectionEnd - field.selectionStart),
    ).toBe(shared.length);
    await expectNoSeriousA11yViolations(cleo, 'the copy box');
    await screenshot(cleo, 'challenge-copy-box-mobile', { fullPage: false });
    await cleo.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const danContext = await newContext('mobile');
    const dan = await danContext.newPage();
    await open(dan, CHALLENGE_LINK.exec(shared)![1]!);
    await dan
      .getByRole('heading', { name: /^Guest #\d{4} challenged you to Jotto #\d+$/ })
      .waitFor();
    await dan.getByText(/from the archive/).waitFor();
    await dan.getByRole('link', { name: 'Play' }).click();
    await dan.waitForURL(new RegExp(`/game/jotto/archive/${yesterday}\\?challenge=`));
    await dan.getByText(/^Guest #\d{4} challenged you: beat their score!$/).waitFor();
    await solve(dan, yesterday, 3);
    await dan.getByText(/^Guest #\d{4} wins: \d+ to \d+$/).waitFor();
    await screenshot(dan, 'challenge-archive-verdict-mobile');
    await cleoContext.close();
    await danContext.close();
  });

  describe('Bloom', () => {
    let garden: StoredGarden;

    beforeAll(async () => {
      bloomDb = createDb(stack.databaseUrl, 'bloom');
      garden = await insertBloomDay(bloomDb, yesterday, `browser-challenge-${yesterday}`);
    });

    it("plays a friend's Bloom challenge to a past day in the archive", async () => {
      // The challenger finishes yesterday through the API, as the page would: a first move
      // (started five minutes ago, so the friend is faster), then the finished garden.
      const adaContext = await newContext('mobile');
      const api = adaContext.request;
      const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
      const archive = `${stack.url}/api/bloom/archive/${yesterday}`;
      const saved = await api.post(`${archive}/state/save`, {
        headers,
        data: {
          board: boardWithStarters(garden.starters),
          notes: emptyNotes(),
          timeElapsed: 0,
          hintsUsed: 0,
          completed: false,
        },
      });
      expect(saved.status()).toBe(200);
      await bloomDb('player_states')
        .where({ puzzle_id: garden.id })
        .update({ started_at: bloomDb.raw("now() - interval '5 minutes'") });
      const scored = await api.post(`${archive}/score`, {
        headers,
        data: { board: garden.solution, timeTaken: 300, hintsUsed: 0 },
      });
      expect(scored.status()).toBe(201);
      const created = await api.post(`${stack.url}/api/bloom/challenges`, {
        headers,
        data: { day: yesterday },
      });
      const { id } = (await created.json()) as { id: string };

      const bobContext = await newContext('desktop');
      await bobContext.addInitScript(() => localStorage.setItem('bloom-tutorial-seen', 'true'));
      const bob = await bobContext.newPage();
      await open(bob, `/game/bloom/challenge/${id}`);
      await bob
        .getByRole('heading', { name: `Guest challenged you to Bloom #${garden.number}` })
        .waitFor();
      await bob.getByRole('link', { name: 'Play' }).click();
      await bob.waitForURL(new RegExp(`/game/bloom/archive/${yesterday}\\?challenge=${id}$`));
      await bob.getByText('Guest challenged you: beat their score!').waitFor();
      await screenshot(bob, 'challenge-bloom-archive-banner-desktop', { fullPage: false });

      for (let r = 0; r < 5; r++) {
        for (let c = 0; c < 5; c++) {
          if (!(await cellLabel(bob, r, c))?.endsWith(', empty')) continue;
          await flowerButton(bob, garden.solution[r]![c]!).click();
          await gardenCell(bob, r, c).click();
        }
      }
      const dialog = bob.getByRole('dialog', { name: 'Garden complete!' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Challenge a friend' }).waitFor();
      // The verdict is the dialog's news, not a line behind it...
      await dialog.getByText(/^You beat Guest: \d+ to 900$/).waitFor();
      // ...and the confetti falls behind the dialog: what is on top of its figures is the dialog.
      const onTop = await dialog.getByText('Score', { exact: true }).evaluate((label) => {
        const box = label.getBoundingClientRect();
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          inDialog: Boolean(found?.closest('[role="dialog"]')),
          confetti: document.querySelectorAll('body > canvas').length,
        };
      });
      expect(onTop.inDialog).toBe(true);
      await screenshot(bob, 'challenge-bloom-complete-desktop', { fullPage: false });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await bob.getByText(/^You beat Guest: \d+ to 900$/).waitFor();
      await expectNoSeriousA11yViolations(bob, 'a Bloom archive garden won from a challenge');
      await adaContext.close();
      await bobContext.close();
    });
  });

  describe('Wordree', () => {
    it("shows a past day's verdict over the archive chain, and the way to challenge again", async () => {
      wordreeDb = createDb(stack.databaseUrl, 'wordree');
      expect((await fetch(`${stack.url}/api/puzzle-templates/daily`)).status).toBe(200);
      const { chain } = await insertWordreeDay(wordreeDb, yesterday);
      const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
      const archive = `${stack.url}/api/wordree/archive/${yesterday}`;

      /** Plays `words` words of the chain as yesterday's archive chain, and hands it in. */
      async function finish(context: BrowserContext, words: number) {
        const [first, ...rest] = chain.slice(0, words);
        const started = await context.request.post(`${archive}/games`, {
          headers,
          data: { path: first!.path },
        });
        let game = (await started.json()) as { id: string; score: number };
        for (const word of rest) {
          const next = await context.request.post(`${archive}/games/${game.id}/words`, {
            headers,
            data: word,
          });
          game = (await next.json()) as typeof game;
        }
        const handedIn = await context.request.post(`${archive}/submit`, {
          headers,
          data: {
            gameId: game.id,
            score: game.score,
            wordChain: chain.slice(0, words).map((played) => played.word),
          },
        });
        expect(handedIn.status()).toBe(201);
      }

      const adaContext = await newContext('mobile');
      await finish(adaContext, 2);
      const created = await adaContext.request.post(`${stack.url}/api/wordree/challenges`, {
        headers,
        data: { day: yesterday },
      });
      const { id } = (await created.json()) as { id: string };

      const bobContext = await newContext('mobile');
      await finish(bobContext, 3);
      const bob = await bobContext.newPage();
      await open(bob, `/game/wordree/archive/${yesterday}?challenge=${id}`);
      await bob.getByText(/^You beat Guest: \d+ to \d+$/).waitFor();
      await bob.getByRole('button', { name: 'Challenge a friend' }).waitFor();
      await expectNoSeriousA11yViolations(bob, 'a Wordree archive day won from a challenge');
      await screenshot(bob, 'challenge-wordree-archive-verdict-mobile');
      await adaContext.close();
      await bobContext.close();
    });
  });
});
