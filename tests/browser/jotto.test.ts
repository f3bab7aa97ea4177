/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { dayKey } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/stack';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';

/** Real words with varied letters: among them are guesses that match the secret 0 times and some. */
const CANDIDATES = [
  'pilot',
  'mouth',
  'fudge',
  'brown',
  'jumpy',
  'clasp',
  'stick',
  'vowel',
  'dirty',
  'gawky',
  'nymph',
  'psych',
  'crypt',
  'glyph',
  'fjord',
  'waltz',
  'quick',
  'zebra',
  'bingo',
  'hefty',
];

/** Every string value in a JSON document (its keys left out). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** Every text and attribute value in the page's body, trimmed. */
const shownStrings = (page: Page) =>
  page.evaluate(() => {
    const values: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) values.push(...Array.from(node.attributes, (a) => a.value));
      else values.push(node.textContent ?? '');
    }
    return values.map((value) => value.trim());
  });

const overlap = (a: string, b: string) =>
  [...new Set(a)].filter((letter) => b.includes(letter)).length;

describe.skipIf(!hasChromium)('Jotto in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let db: Knex;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'jotto');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await db?.destroy();
    await stack?.stop();
  });

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: stack.url,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await answerCookieBanner(context, true);
    return context;
  }

  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  /** Signs the context up and in (the link in the mail, followed in this context). */
  async function signUp(context: BrowserContext, firstName: string) {
    await signUpVerified(stack, context, {
      email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName,
    });
  }

  /** Lets entrance animations finish, so screenshots show what a player ends up seeing. */
  const settle = (page: Page) => page.waitForTimeout(600);

  async function expectToast(page: Page, title: string) {
    await page.getByText(title, { exact: true }).first().waitFor({ timeout: 5_000 });
  }

  async function guess(page: Page, word: string) {
    const box = page.getByRole('textbox', { name: 'Your guess' });
    await box.fill(word);
    await box.press('Enter');
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`solves the daily with the tracker, then shares the result (${viewport})`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      const answers: Promise<unknown>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) {
          answers.push(response.json().catch(() => null));
        }
      });
      await open(page, '/game/jotto');
      await page.getByRole('heading', { name: 'Daily Challenge' }).waitFor();
      await page.getByRole('heading', { name: 'VS Mode' }).waitFor();
      // VS is a match, not the daily's challenge link: the two never share a name.
      await page.getByRole('link', { name: 'VS Mode: Start a VS match' }).waitFor();
      await page.getByRole('heading', { name: 'How to Play' }).waitFor();
      await screenshot(page, `${viewport}-jotto-hub`);

      await page.getByRole('link', { name: 'Daily Challenge' }).click();
      await page.waitForURL(/\/game\/jotto\/daily$/);
      await page.getByRole('heading', { name: 'Daily Challenge', level: 1 }).waitFor();
      await page.getByText(/No guesses yet/).waitFor();
      // The test knows the word from the database, as an operator would; the page never had it:
      // no answer from the server holds it, nor any text or attribute on the page. (Not a search
      // of the whole page for it: the secret may be a word the page says anyway, like "logic".)
      const { word: secret } = await db('daily_puzzles').first('word').where({ day: dayKey() });
      const sent = (await Promise.all(answers)).flatMap(stringsIn);
      expect(sent.map((value) => value.trim().toLowerCase())).not.toContain(secret);
      expect((await shownStrings(page)).map((value) => value.toLowerCase())).not.toContain(secret);
      const miss = CANDIDATES.find((word) => overlap(word, secret) === 0);
      const near = CANDIDATES.find((word) => overlap(word, secret) > 0 && word !== secret);
      expect(miss && near).toBeTruthy();

      // The box takes at most 5 letters, nothing but letters, and shows them upper-cased.
      const box = page.getByRole('textbox', { name: 'Your guess' });
      await box.pressSequentially('abcdefg');
      expect(await box.inputValue()).toBe('ABCDE');
      await box.fill('');
      await box.pressSequentially('a b1-c');
      expect(await box.inputValue()).toBe('ABC');
      await box.fill('');

      // Each refusal has its toast.
      await guess(page, 'ab');
      await expectToast(page, 'Invalid Length');
      await guess(page, 'qzxvb');
      await expectToast(page, 'Invalid Guess');
      await page.getByText("That's not a valid 5-letter word").first().waitFor();

      // A guess that goes through clears the refusal still on screen, and its result shows under
      // the box, where the player is looking (on a phone the list is a screen below).
      await guess(page, miss!);
      await page
        .getByRole('status')
        .filter({ hasText: `${miss!.toUpperCase()}: 0 letters match` })
        .waitFor();
      await expect.poll(() => page.getByText("That's not a valid 5-letter word").count()).toBe(0);
      const latest = page.getByTestId('jotto-latest');
      await latest.getByRole('img', { name: miss!.toUpperCase() }).waitFor();
      expect(await latest.textContent()).toContain('0 letters match');
      const latestBox = (await latest.boundingBox())!;
      expect(latestBox.y + latestBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);

      // The tracker says it holds notes, not typing, and names its four marks.
      const tracker = page.getByRole('region', { name: 'Letter tracker' });
      await tracker.getByText(/not a keyboard/).waitFor();
      expect(
        await tracker
          .getByRole('list', { name: /^Marks/ })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual(['unmarked', 'in the word', 'maybe in the word', 'not in the word']);
      await guess(page, near!);
      await page.getByText('Attempts:').getByText('2').waitFor();
      await guess(page, miss!);
      await expectToast(page, 'Already Guessed');

      // The letters of the zero-match guess are red and locked; a tap does not change them.
      const lockedKey = page.getByRole('button', {
        name: `${miss![0]!.toUpperCase()}: not in the word, locked`,
      });
      await lockedKey.click({ force: true });
      expect(await lockedKey.getAttribute('data-mark')).toBe('out');

      // Any other letter cycles unmarked → green → amber → red → unmarked.
      const free = [...'QWERTYUIOPASDFGHJKLZXCVBNM'].find(
        (letter) => !miss!.toUpperCase().includes(letter),
      )!;
      const key = page.locator(`button[aria-label^="${free}: "]`);
      const marks: string[] = [];
      for (let tap = 0; tap < 4; tap++) {
        await key.click();
        marks.push((await key.getAttribute('data-mark'))!);
      }
      expect(marks).toEqual(['in', 'maybe', 'out', 'unmarked']);
      await key.click();
      await screenshot(page, `${viewport}-jotto-daily-playing`);

      // A solve within the plausibility floor of the first view is kept unranked: move today's
      // first views back a minute rather than wait it out, so the panel shows a rank.
      await db('daily_views')
        .where({ day: dayKey() })
        .update({ first_viewed_at: db.raw("first_viewed_at - interval '1 minute'") });
      await guess(page, secret.toUpperCase());
      await page.getByRole('heading', { name: 'Solved!' }).waitFor();
      await page
        .getByRole('region', { name: 'Solved!' })
        .getByRole('img', { name: secret.toUpperCase() })
        .waitFor();
      await page.getByRole('status').filter({ hasText: 'Solved!' }).waitFor();
      await page.getByText(/^#\d+$/).waitFor();
      await settle(page);
      await screenshot(page, `${viewport}-jotto-daily-solved`);

      await page.getByRole('button', { name: 'Share Results' }).click();
      await expectToast(page, 'Copied!');
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      expect(shared).toMatch(/^Jotto #\d+: solved with 3 guesses in \d+:\d\d$/m);
      expect(shared).toContain('🟥🟥🟥🟥🟥 0/5');
      expect(shared).toContain('🟩🟩🟩🟩🟩 5/5');
      expect(shared.toLowerCase()).not.toContain(secret);

      await page.getByRole('button', { name: 'Leaderboard' }).click();
      const dialog = page.getByRole('dialog', { name: 'Leaderboard' });
      await dialog.getByRole('row').filter({ hasText: 'you' }).waitFor();
      await settle(page);
      await screenshot(page, `${viewport}-jotto-leaderboard`);
      await page.keyboard.press('Escape');

      // A reload keeps the solved puzzle and the marks.
      await open(page, '/game/jotto/daily');
      await page.getByRole('heading', { name: 'Solved!' }).waitFor();
      await context.close();
    });
  }

  it('plays a VS match between two browsers to Victory and Defeat', async () => {
    const annContext = await newContext('mobile');
    const bobContext = await newContext('desktop');
    await signUp(annContext, 'Ann');
    await signUp(bobContext, 'Bob');
    const ann = await annContext.newPage();
    const bob = await bobContext.newPage();

    await open(ann, '/game/jotto/vs');
    await ann.getByRole('heading', { name: 'No matches yet' }).waitFor();
    await screenshot(ann, 'mobile-jotto-vs-empty');

    await ann.getByRole('button', { name: 'New Match' }).first().click();
    const secretBox = ann.getByRole('textbox', { name: 'Your secret word' });
    await secretBox.fill('hello');
    await secretBox.press('Enter');
    await expectToast(ann, 'Invalid Word');
    await ann.getByText('Secret word cannot have repeated letters').first().waitFor();
    await settle(ann);
    await screenshot(ann, 'mobile-jotto-vs-new-match');
    await secretBox.fill('crane');
    await ann.getByRole('button', { name: 'Create Match' }).click();
    await ann.waitForURL(/\/game\/jotto\/vs\/[0-9a-f-]{36}$/);
    await ann.getByRole('heading', { name: 'Waiting for an opponent' }).waitFor();
    await ann.getByRole('button', { name: 'Share Link' }).click();
    await expectToast(ann, 'Link Copied');
    const link = await ann.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(ann.url());
    await screenshot(ann, 'mobile-jotto-vs-waiting');

    await open(bob, link);
    await bob.getByRole('heading', { name: 'Ann challenged you!' }).waitFor();
    expect((await bob.content()).toLowerCase()).not.toContain('crane');
    await screenshot(bob, 'desktop-jotto-vs-join');
    await bob.getByRole('textbox', { name: 'Your secret word' }).fill('pilot');
    await bob.getByRole('button', { name: 'Join Match' }).click();
    await bob.getByText('Waiting for Ann to guess...').waitFor();

    // Ann's page hears of it from the match stream (tests/browser/jotto-vs-live.test.ts times it).
    await ann.getByText('Your turn: guess Bob’s word').waitFor({ timeout: 8_000 });
    await guess(ann, 'split');
    await ann.getByRole('status').filter({ hasText: 'SPLIT: 4 letters match' }).waitFor();
    await ann.getByText('Waiting for Bob to guess...').waitFor();
    await screenshot(ann, 'mobile-jotto-vs-active');

    await bob.getByText('Your turn: guess Ann’s word').waitFor({ timeout: 8_000 });
    await guess(bob, 'stick');
    await bob.getByText('Waiting for Ann to guess...').waitFor();
    await screenshot(bob, 'desktop-jotto-vs-active');
    expect((await bob.content()).toLowerCase()).not.toContain('crane');

    await ann.getByText('Your turn: guess Bob’s word').waitFor({ timeout: 8_000 });
    await guess(ann, 'pilot');
    await ann.getByRole('heading', { name: 'Victory!' }).waitFor();
    await bob.getByRole('heading', { name: 'Defeat' }).waitFor({ timeout: 8_000 });
    for (const page of [ann, bob]) {
      await page.getByRole('img', { name: 'CRANE' }).first().waitFor();
      await page.getByRole('img', { name: 'PILOT' }).first().waitFor();
    }
    await settle(ann);
    await screenshot(ann, 'mobile-jotto-vs-victory');
    await screenshot(bob, 'desktop-jotto-vs-defeat');

    await ann.getByRole('link', { name: 'Back to Matches' }).click();
    await ann.getByRole('heading', { name: /Match History/ }).waitFor();
    await ann.getByText('Won', { exact: true }).waitFor();
    await screenshot(ann, 'mobile-jotto-vs-list');

    await open(bob, '/game/jotto/vs/00000000-0000-4000-8000-000000000000');
    await bob.getByRole('heading', { name: 'Match Not Found' }).waitFor();
    await screenshot(bob, 'desktop-jotto-vs-not-found');

    await annContext.close();
    await bobContext.close();
  });
});
