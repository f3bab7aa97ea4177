/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type PlayedWord,
  type WordreeCell,
  type WordreeDailyPuzzle,
} from '@hub/proto';
import { wordreeClock } from '@hub/wordree';
import { chainThrough } from '@hub/wordree/testing';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import path from 'node:path';
import pg from 'pg';
import {
  answerCookieBanner,
  ARTIFACTS_DIR,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

type Viewport = keyof typeof VIEWPORTS;

const ADMIN_EMAIL = 'wordree-admin@example.com';

describe.skipIf(!hasChromium)('Wordree in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let daily: WordreeDailyPuzzle;

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    browser = await launchChromium();
    daily = (await new Browserish(stack.url).get('/api/puzzle-templates/daily')).json;
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newPage(viewport: Viewport): Promise<Page> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      hasTouch: viewport === 'mobile',
      isMobile: viewport === 'mobile',
      deviceScaleFactor: viewport === 'mobile' ? 2 : 1,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    return context.newPage();
  }

  /** The whole page from its top (a sticky header would otherwise land mid-page)... */
  async function shoot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  /** ...and what a player first sees, without scrolling. */
  async function shootFold(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
  }

  const upper = (played: PlayedWord | undefined) => played!.word.toUpperCase();

  const cell = (page: Page, [row, column]: WordreeCell) =>
    page.locator(`[data-cell="${row}:${column}"]`);

  const grid = (page: Page) => page.getByRole('group', { name: /^Letter grid/ });

  async function centreOf(page: Page, position: WordreeCell) {
    const box = await cell(page, position).boundingBox();
    if (!box) throw new Error(`No cell at ${position}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** Hold the first letter past the 150 ms drag delay, then slide through the rest. */
  async function dragWithMouse(page: Page, path: readonly WordreeCell[]) {
    await grid(page).scrollIntoViewIfNeeded();
    const start = await centreOf(page, path[0]!);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.waitForTimeout(220);
    for (const position of path.slice(1)) {
      const { x, y } = await centreOf(page, position);
      await page.mouse.move(x, y, { steps: 6 });
    }
    await page.mouse.up();
  }

  /** The same with a finger: raw touch events, which Chromium turns into pointer events. */
  async function dragWithFinger(page: Page, path: readonly WordreeCell[]) {
    await grid(page).scrollIntoViewIfNeeded();
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      point?: { x: number; y: number },
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
      });
    let previous = await centreOf(page, path[0]!);
    await touch('touchStart', previous);
    await page.waitForTimeout(220);
    for (const position of path.slice(1)) {
      const next = await centreOf(page, position);
      for (let step = 1; step <= 6; step++) {
        await touch('touchMove', {
          x: previous.x + ((next.x - previous.x) * step) / 6,
          y: previous.y + ((next.y - previous.y) * step) / 6,
        });
      }
      previous = next;
    }
    await touch('touchEnd');
    await cdp.detach();
  }

  async function tapPath(page: Page, path: readonly WordreeCell[]) {
    for (const position of path) {
      if (page.viewportSize()!.width < 500) await cell(page, position).tap();
      else await cell(page, position).click();
    }
  }

  /** The words of the chain as shown, in order (a word may be part of another: compare whole). */
  const chainWords = (page: Page) =>
    page.getByTestId('wordree-chain').locator(':scope > span').allTextContents();
  const currentWord = (page: Page) => page.getByTestId('wordree-current-word').textContent();

  async function submitWord(page: Page, word: PlayedWord) {
    // Pointer moves render on the next frame: the last letter may land a moment later.
    await expect.poll(() => currentWord(page)).toBe(word.word.toUpperCase());
    await page.getByRole('button', { name: 'Submit Word' }).click();
    await expect.poll(async () => (await chainWords(page)).at(-1)).toBe(word.word.toUpperCase());
  }

  /** Today's first views, a minute earlier: a submission then clears the plausibility floor. */
  async function backdateFirstViews() {
    const database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
    await database.query(
      "UPDATE wordree.daily_views SET first_viewed_at = first_viewed_at - interval '1 minute'",
    );
    await database.end();
  }

  async function openWordree(page: Page, query = '') {
    await page.goto(`${stack.url}/game/wordree${query}`);
    // The splash covers the first 3 seconds of every full page load.
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`plays a daily chain by dragging, tapping and a hint, then ranks it (${viewport})`, async () => {
      const page = await newPage(viewport);
      await openWordree(page);

      // First visit: the five-step tutorial, once.
      const tutorial = page.getByRole('dialog');
      for (const title of ['Welcome', 'Creating Words', 'Word Chains', 'Scoring']) {
        await tutorial.getByRole('heading', { name: title, exact: true }).waitFor();
        if (title === 'Welcome') await screenshot(page, `${viewport}-wordree-tutorial`);
        await tutorial.getByRole('button', { name: 'Next' }).click();
      }
      await tutorial.getByRole('heading', { name: 'Game Modes', exact: true }).waitFor();
      await tutorial.getByRole('button', { name: 'Start Playing' }).click();
      await tutorial.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('tutorial-shown'))).toBe('true');
      await page.getByRole('button', { name: 'Accept All' }).click();

      await page.getByRole('tab', { name: 'Daily Challenge' }).click();
      await page.getByText(/Next puzzle in \d{2}:\d{2}:\d{2}/).waitFor();
      await cell(page, [0, 0]).waitFor();
      const letters = await page
        .locator('[data-cell]')
        .evaluateAll((cells) => cells.map((button) => button.textContent).join(''));
      expect(letters).toBe(daily.letters);
      expect(await cell(page, [1, 2]).getAttribute('aria-label')).toBe(
        `Row 2, column 3, letter ${daily.letters[7]}`,
      );
      await page.getByText('No words yet').waitFor();
      await shoot(page, `${viewport}-wordree-daily-start`);
      await shootFold(page, `${viewport}-wordree-daily-fold`);

      // Word 1 by dragging (a finger on the phone, the mouse on the desktop): releasing the drag
      // submits it, as Strands does.
      const [first, second] = chainThrough(daily);
      if (viewport === 'mobile') await dragWithFinger(page, first!.path);
      else await dragWithMouse(page, first!.path);
      await expect.poll(async () => (await chainWords(page)).at(-1)).toBe(upper(first!));
      await screenshot(page, `${viewport}-wordree-dragged`);

      // Word 2 by tapping, which waits for Submit; the leaderboard stays locked until a score is in.
      await tapPath(page, second!.path);
      await submitWord(page, second!);

      // A word the referee would refuse shows no points, and is cleared when refused; the toast
      // saying why covers neither the grid nor Submit.
      await tapPath(page, first!.path);
      await expect.poll(() => currentWord(page)).toBe(upper(first!));
      // The traced word's line holds the word alone: no "+N" beside it.
      expect(await page.getByTestId('wordree-current-word').locator('xpath=..').textContent()).toBe(
        upper(first),
      );
      await page.getByRole('button', { name: 'Submit Word' }).click();
      const refusal = page.getByText('This word has already been used').first();
      await refusal.waitFor();
      await page.getByText('Tap or drag letters, or type them').waitFor();
      const toastBox = (await page.getByRole('status').filter({ has: refusal }).boundingBox())!;
      for (const part of [grid(page), page.getByRole('button', { name: 'Submit Word' })]) {
        const box = (await part.boundingBox())!;
        const apart = toastBox.y + toastBox.height <= box.y || box.y + box.height <= toastBox.y;
        expect(
          apart || toastBox.x + toastBox.width <= box.x || box.x + box.width <= toastBox.x,
        ).toBe(true);
      }
      await shoot(page, `${viewport}-wordree-refused`);
      await page.locator('body').press('Escape');
      await page.getByRole('button', { name: 'Leaderboard', exact: true }).click();
      await page.getByText('Submit your score first to view the leaderboard!').first().waitFor();

      // Word 3 from a hint, typed on the keyboard.
      await page.getByRole('button', { name: 'Get a hint' }).click();
      const hintToast = page.getByText(/Try “[A-Z]+”/).first();
      await hintToast.waitFor();
      const hint = /“([A-Z]+)”/.exec((await hintToast.textContent()) ?? '')![1]!;
      await shoot(page, `${viewport}-wordree-hint`);
      await page.locator('body').press('Escape');
      await page.keyboard.type(hint.toLowerCase());
      await expect.poll(() => currentWord(page)).toBe(hint);
      await page.keyboard.press('Enter');
      await expect.poll(() => chainWords(page)).toEqual([first, second].map(upper).concat(hint));
      const score = Number(await page.getByTestId('wordree-score').textContent());
      expect(score).toBeGreaterThanOrEqual(30);
      await shoot(page, `${viewport}-wordree-chain`);

      // A reload restores the chain, and the tutorial does not come back.
      await openWordree(page, '?mode=daily');
      await expect.poll(() => chainWords(page)).toEqual([first, second].map(upper).concat(hint));
      expect(Number(await page.getByTestId('wordree-score').textContent())).toBe(score);
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A submission within the plausibility floor of the first view is kept unranked: move the
      // first views back a minute rather than wait it out.
      await backdateFirstViews();

      // Submit: the name is checked, then the rank and 'Game Complete!' show.
      await page.getByRole('button', { name: 'Submit Score to Leaderboard' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Display Name').fill('B');
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await dialog.getByText('Name must be at least 2 characters').waitFor();
      await dialog.getByLabel('Display Name').fill(`Bee ${viewport}`);
      await shoot(page, `${viewport}-wordree-submit`);
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await page.getByRole('heading', { name: 'Game Complete!' }).waitFor();
      expect(Number(await page.getByTestId('wordree-final-score').textContent())).toBe(score);
      const rank = await page.getByTestId('wordree-rank').textContent();
      expect(rank).toMatch(/^#\d+$/);
      await page.getByText(`Bee ${viewport}`).waitFor();
      expect(await page.getByRole('button', { name: 'Submit Word' }).isDisabled()).toBe(true);
      await page
        .getByRole('region', { name: 'How everyone did today' })
        .getByText(
          new RegExp(
            `^(Your ${score} points? (beat|did not beat) |You are the first to finish today)`,
          ),
        )
        .waitFor();
      await shoot(page, `${viewport}-wordree-complete`);

      const board = (await new Browserish(stack.url).get('/api/daily-puzzle/leaderboard')).json;
      expect(board).toContainEqual({
        rank: Number(rank!.slice(1)),
        displayName: `Bee ${viewport}`,
        score,
      });
      await page.context().close();
    });
  }

  /** A returning player: tutorial seen, cookies answered. */
  async function returningPlayer(viewport: Viewport): Promise<Page> {
    const page = await newPage(viewport);
    await answerCookieBanner(page.context(), false);
    await page.addInitScript(() => localStorage.setItem('tutorial-shown', 'true'));
    return page;
  }

  const gridLetters = (page: Page) =>
    page
      .locator('[data-cell]')
      .evaluateAll((cells) => cells.map((button) => button.textContent).join(''));

  it('plays endless puzzles: keeps or replaces the puzzle, and changes difficulty', async () => {
    const page = await returningPlayer('desktop');
    await openWordree(page, '?difficulty=easy');
    await expect.poll(() => page.locator('[data-cell]').count()).toBe(16);
    expect(await page.getByRole('tab', { name: 'Endless' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const letters = await gridLetters(page);
    const [first] = chainThrough({ gridSize: 4, letters });
    await tapPath(page, first!.path);
    await submitWord(page, first!);

    // With a chain in play, a new puzzle asks first.
    await page.getByRole('button', { name: 'New Puzzle', exact: true }).click();
    await page.getByRole('dialog').getByText('Generate New Puzzle?').waitFor();
    await shoot(page, 'desktop-wordree-generate-dialog');
    await page.getByRole('button', { name: 'Keep Current Puzzle' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await gridLetters(page)).toBe(letters);
    expect(await chainWords(page)).toEqual([upper(first)]);

    await page.getByRole('button', { name: 'New Puzzle', exact: true }).click();
    await page.getByRole('button', { name: 'Generate New Puzzle' }).click();
    await expect.poll(() => gridLetters(page)).not.toBe(letters);
    await page.getByText('No words yet').waitFor();

    // The Select itself renders only once first opened (panels/DifficultyChoice.tsx): from the
    // keyboard, its list opens on the chosen difficulty, and Escape gives the focus back.
    const difficulty = page.getByRole('combobox', { name: 'Difficulty' });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return `${element?.getAttribute('role')}: ${element?.textContent}`;
      });
    await difficulty.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toMatch(/^option: Easy/);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(focused).toMatch(/^combobox: Easy/);
    await difficulty.click();
    await page.getByRole('option', { name: /Hard/ }).click();
    await expect.poll(() => page.locator('[data-cell]').count()).toBe(36);
    await shoot(page, 'desktop-wordree-endless-hard');
    await page.context().close();
  });

  it('opens a shared puzzle without the mode tabs', async () => {
    const page = await returningPlayer('mobile');
    const puzzle = (
      await new Browserish(stack.url).get('/api/puzzle-templates/random?difficulty=hard')
    ).json;
    await openWordree(page, `?puzzle=${puzzle.id}&mode=endless`);
    await page.getByText(`Playing shared endless puzzle #${puzzle.id}`).waitFor();
    // The banner comes from the address at once; the puzzle's cells once it has loaded.
    await expect.poll(() => page.locator('[data-cell]').count()).toBe(36);
    expect(await page.getByRole('tab').count()).toBe(0);
    await shootFold(page, 'mobile-wordree-shared-hard');
    await page.context().close();
  });

  it('moves a player on to the new daily when an admin replaces it mid-game', async () => {
    const page = await returningPlayer('desktop');
    const current = (await new Browserish(stack.url).get('/api/puzzle-templates/daily')).json;
    await openWordree(page, '?mode=daily');
    await expect.poll(() => gridLetters(page)).toBe(current.letters);
    const [first, second] = chainThrough(current);
    await tapPath(page, first!.path);
    await submitWord(page, first!);

    const admin = new Browserish(stack.url);
    await signUpVerified(stack, admin, { email: ADMIN_EMAIL, password: 'correct horse battery' });
    const replaced = await admin.post('/api/daily-puzzle/regenerate');
    expect(replaced.status).toBe(201);

    // The next word meets the closed puzzle: the player is told, and today's new one loads.
    await tapPath(page, second!.path);
    await page.getByRole('button', { name: 'Submit Word' }).click();
    await page.getByText('Submission closed').first().waitFor();
    await expect.poll(() => gridLetters(page), { timeout: 10_000 }).toBe(replaced.json.letters);
    await page.getByText('No words yet').waitFor();
    await page.context().close();
  });

  it('starts the new daily puzzle when the countdown reaches zero', async () => {
    const page = await returningPlayer('mobile');
    // Today's puzzle as it is now (an earlier test may have had an admin replace it).
    const today = (await new Browserish(stack.url).get('/api/puzzle-templates/daily')).json;
    const resetAt = Date.parse(today.resetTime);
    await page.clock.install({ time: new Date(resetAt - 15_000) });
    await openWordree(page, '?mode=daily');
    await cell(page, [0, 0]).waitFor();
    const [first] = chainThrough(today);
    await tapPath(page, first!.path);
    await submitWord(page, first!);

    // Midnight in Chicago, for the server and then for the page.
    wordreeClock.travelTo(new Date(resetAt + 1_000));
    try {
      await page.clock.fastForward(16_000);
      await page.getByText('Daily Challenge Reset').first().waitFor();
      await page.getByText('No words yet').waitFor();
      await expect.poll(() => gridLetters(page), { timeout: 10_000 }).not.toBe(today.letters);
      const tomorrow = (await new Browserish(stack.url).get('/api/puzzle-templates/daily')).json;
      expect(await gridLetters(page)).toBe(tomorrow.letters);
      await page.getByText(/Next puzzle in (23|24|25):\d{2}:\d{2}/).waitFor();
    } finally {
      wordreeClock.reset();
    }
    await page.context().close();
  });

  it('follows a signed-in player’s daily to a second device, with the mode in the address', async () => {
    const email = `two-devices-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const phone = await returningPlayer('mobile');
    // A name typed as a guest on this phone, which the account must not take over.
    await phone.addInitScript(() => localStorage.setItem('wordree-display-name', 'Typed As Guest'));
    await signUpVerified(stack, phone.context(), {
      email,
      password,
      firstName: 'Two',
      lastName: 'devices',
    });
    const laptop = await returningPlayer('desktop');
    const signIn = await laptop.context().request.post(`${stack.url}/api/auth/login`, {
      data: { email, password },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(signIn.status()).toBe(200);

    const today = (await new Browserish(stack.url).get('/api/puzzle-templates/daily')).json;
    const [first, second] = chainThrough(today);
    await openWordree(phone, '?mode=daily');
    await expect.poll(() => gridLetters(phone)).toBe(today.letters);
    // Nothing to share before the first word.
    expect(await phone.getByRole('button', { name: 'Share' }).isDisabled()).toBe(true);
    await tapPath(phone, first!.path);
    await submitWord(phone, first!);
    expect(await phone.getByRole('button', { name: 'Share' }).isDisabled()).toBe(false);

    // The laptop opens the daily with the phone's chain, as the server keeps it, and plays on.
    await openWordree(laptop, '?mode=daily');
    await expect.poll(() => chainWords(laptop)).toEqual([upper(first)]);
    const tools = laptop.getByRole('toolbar', { name: 'Game tools' });
    await tools.getByRole('button', { name: 'Leaderboard' }).click();
    await laptop.getByText('Submit your score first to view the leaderboard!').first().waitFor();
    await tapPath(laptop, second!.path);
    await submitWord(laptop, second!);

    // Back on the phone (the tab shown again): the laptop's word is there; the phone submits.
    await phone.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => chainWords(phone)).toEqual([upper(first), upper(second)]);
    await backdateFirstViews();
    await phone.getByRole('button', { name: 'Submit Score to Leaderboard' }).click();
    // One name everywhere: the account's own, shown and not edited here.
    const name = phone.getByRole('dialog').getByLabel('Display Name');
    await expect.poll(() => name.inputValue()).toBe('Two D.');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    await phone.getByRole('dialog').getByRole('button', { name: 'Submit Score' }).click();
    await phone.getByRole('heading', { name: 'Game Complete!' }).waitFor();

    // The laptop, shown again, has the daily done and its leaderboard open to the player.
    await laptop.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await laptop.getByRole('heading', { name: 'Game Complete!' }).waitFor();
    expect(await laptop.getByRole('button', { name: 'Submit Word' }).isDisabled()).toBe(true);
    await tools.getByRole('button', { name: 'Leaderboard' }).click();
    await laptop.getByText('Two D.').first().waitFor();
    expect(await laptop.getByText('Typed As Guest').count()).toBe(0);
    await shoot(laptop, 'desktop-wordree-second-device');

    // The mode is in the address, and a bare visit opens the mode last played.
    await laptop.getByRole('tab', { name: 'Endless' }).click();
    await expect.poll(() => new URL(laptop.url()).searchParams.get('mode')).toBe('endless');
    expect(new URL(laptop.url()).searchParams.get('difficulty')).toMatch(/^(easy|medium|hard)$/);
    await openWordree(laptop);
    expect(await laptop.getByRole('tab', { name: 'Endless' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await laptop.getByRole('tab', { name: 'Daily Challenge' }).click();
    await expect.poll(() => new URL(laptop.url()).search).toBe('?mode=daily');
    await openWordree(laptop);
    await laptop.getByRole('heading', { name: 'Game Complete!' }).waitFor();
    await phone.context().close();
    await laptop.context().close();
  });
});
