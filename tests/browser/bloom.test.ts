/// <reference lib="dom" />
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BloomDailyInfo,
  CANNOT_TOUCH,
  FLOWER_NAMES,
  FLOWER_TYPES,
  flowersClash,
  kindsOfFlower,
  type BloomBoard,
  type BloomClues,
  type BloomPlacement,
  type FlowerType,
} from '@hub/proto';
import { createDb } from '@hub/kit';
import { solveGarden } from '@hub/bloom/domain';
import { signUpVerified } from '../support/accounts';
import { cellLabel, emptyCells, gardenCell, plantByMouse } from '../support/bloom-garden';
import { startTestStack, type TestStack } from '../support/stack';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  answerCookieBanner,
  ARTIFACTS_DIR,
  checkEachScheme,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';

/** What is on screen, for dialogs: a full-page shot smears their fixed overlay. */
async function screenshotViewport(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

const KEYS: Record<FlowerType, string> = {
  PINK: '1',
  YELLOW: '2',
  RED: '3',
  PURPLE: '4',
  ORANGE: '5',
};

interface Garden {
  puzzleNumber: number;
  starters: BloomPlacement[];
  clues: BloomClues;
  solution: BloomBoard;
}

const isStarter = (garden: Garden, r: number, c: number) =>
  garden.starters.some((starter) => starter.r === r && starter.c === c);

/** A flower that may not stand in this cell: one the solution does not have there. */
const wrongFor = (garden: Garden, r: number, c: number): FlowerType =>
  garden.solution[r]![c] === 'PINK' ? 'RED' : 'PINK';

describe.skipIf(!hasChromium)('Bloom in the browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newContext(
    viewport: keyof typeof VIEWPORTS,
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], colorScheme });
    // Fail at the step that hangs, well inside the test's own time limit.
    context.setDefaultTimeout(10_000);
    // Decline cookies up front: the banner would cover the palette on a phone.
    await answerCookieBanner(context, false);
    return context;
  }

  async function openBloom(page: Page): Promise<void> {
    await page.goto(`${stack.url}/game/bloom`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
    // Not by role: while the tutorial is open the page behind it is hidden from assistive tech.
    await page.locator('[role="grid"]').waitFor();
  }

  /** Today's garden as this browser's session sees it, solved by the domain solver. */
  async function gardenOf(page: Page): Promise<Garden> {
    const info = BloomDailyInfo.parse(
      await page.evaluate(() => fetch('/api/bloom/daily').then((answer) => answer.json())),
    );
    return {
      puzzleNumber: info.puzzleNumber,
      starters: info.starters,
      clues: info.clues,
      solution: solveGarden(info.starters, info.clues)!,
    };
  }

  /**
   * A margin clue by the name a screen reader gives it: "Row 2: 3 kinds of flower, met". By
   * attribute, like the cells: the completion dialog hides the garden from the accessibility tree.
   */
  const clue = (page: Page, line: 'Row' | 'Column', index: number): Locator =>
    page.locator(`[role="img"][aria-label^="${line} ${index + 1}: "]`);

  /** Every clue shows the number of kinds its line holds, in the state its line is in. */
  async function expectClues(page: Page, garden: Garden, state: '' | ', met') {
    for (const [line, clues] of [
      ['Row', garden.clues.rows],
      ['Column', garden.clues.columns],
    ] as const) {
      for (let index = 0; index < 5; index++) {
        const label = await clue(page, line, index).getAttribute('aria-label');
        if (state === ', met') {
          expect(label).toBe(`${line} ${index + 1}: ${kindsOfFlower(clues[index]!)}, met`);
        } else {
          // A line the starters fill may already be met; none is broken.
          expect(label).toMatch(
            new RegExp(`^${line} ${index + 1}: ${kindsOfFlower(clues[index]!)}(, met)?$`),
          );
        }
        expect(await clue(page, line, index).textContent()).toBe(String(clues[index]));
      }
    }
  }

  async function useOneHint(page: Page) {
    const before = (await emptyCells(page)).length;
    await page.getByRole('button', { name: 'Get Hint' }).click();
    await page.getByText('1 hint', { exact: true }).waitFor();
    await expect.poll(async () => (await emptyCells(page)).length).toBe(before - 1);
  }

  /**
   * A solve within the plausibility floor of the first view is kept unranked: move today's first
   * views back a minute rather than wait it out, so the completion shows a rank.
   */
  async function viewedAMinuteEarlier() {
    const db = createDb(stack.databaseUrl, 'bloom');
    await db('daily_views').update({
      first_viewed_at: db.raw("first_viewed_at - interval '1 minute'"),
    });
    await db.destroy();
  }

  async function expectCompletion(page: Page, garden: Garden, signedIn: boolean) {
    const dialog = page.getByRole('dialog', { name: 'Garden complete!' });
    await dialog.waitFor();
    await dialog.getByText(/^#\d+$/).waitFor();
    const share = await dialog.getByLabel('Share text').textContent();
    expect(share).toMatch(
      new RegExp(`^Bloom #${garden.puzzleNumber}\\n⏱️ \\d+:\\d\\d · 💡 1 hint\\n`),
    );
    // The shared grid gives nothing away: five rows of the same square, whatever the garden.
    expect(share?.split('\n').slice(2)).toEqual(Array(5).fill('🟩🟩🟩🟩🟩'));
    await dialog.getByRole('img', { name: 'Your garden' }).waitFor();
    await dialog.getByRole('button', { name: 'Share' }).waitFor();
    const signUp = dialog.getByRole('button', { name: 'Sign Up' });
    expect(await signUp.isVisible()).toBe(!signedIn);
    // Today's daily, scored: how everyone did, this player's bucket marked.
    const everyone = dialog.getByRole('region', { name: 'How everyone did today' });
    await everyone
      .getByText(/^(Your time of \d+:\d\d (beat|did not beat) |You are the first to finish)/)
      .waitFor();
    await everyone.getByRole('listitem').filter({ hasText: '(you)' }).waitFor();
  }

  it('a guest meets the tutorial, sees mistakes marked, and solves by mouse with one hint', async () => {
    const context = await newContext('mobile');
    const page = await context.newPage();
    await openBloom(page);

    // The tutorial: five steps with Back, Skip, Next and Start, remembered once done.
    const tutorial = page.getByRole('dialog');
    await tutorial.getByText('Step 1 of 5').waitFor();
    // Opened with the page, it takes the focus once the page has painted (lib/focusAfterPaint.ts).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await screenshotViewport(page, 'bloom-mobile-tutorial');
    await tutorial.getByRole('button', { name: 'Skip' }).waitFor();
    for (const step of [2, 3]) {
      await tutorial.getByRole('button', { name: 'Next' }).click();
      await tutorial.getByText(`Step ${step} of 5`).waitFor();
    }
    await screenshotViewport(page, 'bloom-mobile-tutorial-rules');
    await tutorial.getByRole('button', { name: 'Back' }).click();
    await tutorial.getByText('Step 2 of 5').waitFor();
    for (const step of [3, 4, 5]) {
      await tutorial.getByRole('button', { name: 'Next' }).click();
      await tutorial.getByText(`Step ${step} of 5`).waitFor();
    }
    await tutorial.getByRole('button', { name: 'Start' }).click();
    await tutorial.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('bloom-tutorial-seen'))).toBe('true');
    // Closing the tutorial starts the clock.
    await page.getByRole('timer', { name: /Time 0:0[1-9]/ }).waitFor({ timeout: 4_000 });

    const garden = await gardenOf(page);
    await expectClues(page, garden, '');
    const starter = garden.starters[0]!;
    expect(await cellLabel(page, starter.r, starter.c)).toBe(
      `Row ${starter.r + 1}, column ${starter.c + 1}, ${FLOWER_NAMES[starter.type]}, starter`,
    );

    // A clashing flower is planted and marked; with No Mistakes it is refused with the notice.
    const nextTo = ({ r, c }: { r: number; c: number }) =>
      [
        { r: r - 1, c },
        { r: r + 1, c },
        { r, c: c - 1 },
        { r, c: c + 1 },
      ].filter((n) => n.r >= 0 && n.r < 5 && n.c >= 0 && n.c < 5 && !isStarter(garden, n.r, n.c));
    const besideStarter = garden.starters.find((s) => nextTo(s).length > 0)!;
    const { r: badR, c: badC } = nextTo(besideStarter)[0]!;
    const banned = CANNOT_TOUCH[besideStarter.type][0]!;
    await plantByMouse(page, badR, badC, banned);
    expect(await cellLabel(page, badR, badC)).toMatch(/breaks a rule$/);
    // The starter is given and right: the flower planted beside it is the one marked.
    expect(await cellLabel(page, besideStarter.r, besideStarter.c)).toMatch(/, starter$/);
    await screenshot(page, 'bloom-mobile-mistake');
    await gardenCell(page, badR, badC).click();
    await expect.poll(() => cellLabel(page, badR, badC)).toMatch(/, empty$/);

    await page.getByRole('switch', { name: 'No Mistakes' }).click();
    await gardenCell(page, badR, badC).click();
    // Radix also copies a toast into a live region for screen readers: hence first().
    await page.getByText('Invalid placement', { exact: true }).first().waitFor();
    await page.getByText('This flower cannot be placed here').first().waitFor();
    expect(await cellLabel(page, badR, badC)).toMatch(/, empty$/);
    // It also shows the rule: the neighbour it may not touch is marked, and named aloud.
    const starterCell = gardenCell(page, besideStarter.r, besideStarter.c);
    await expect.poll(() => starterCell.getAttribute('class')).toMatch(/blocking/);
    // Named aloud: the first neighbour it may not touch, which is this starter or, in a garden
    // where the bed has two such neighbours, the other one.
    const reason = new RegExp(
      `^${FLOWER_NAMES[banned]} can’t touch the (\\w+) at row (\\d), column (\\d)\\.$`,
    );
    const spoken = page.getByText(reason);
    await spoken.waitFor({ state: 'attached' });
    const [, named, row, column] = reason.exec((await spoken.textContent()) ?? '')!;
    const neighbour = { r: Number(row) - 1, c: Number(column) - 1 };
    expect(Math.abs(neighbour.r - badR) + Math.abs(neighbour.c - badC)).toBe(1);
    expect(await cellLabel(page, neighbour.r, neighbour.c)).toContain(`, ${named}`);
    await screenshot(page, 'bloom-mobile-refused', { fullPage: false });
    await expect
      .poll(() => starterCell.getAttribute('class'), { timeout: 5_000 })
      .not.toMatch(/blocking/);
    await page.getByRole('switch', { name: 'No Mistakes' }).click();

    // One hint, then every remaining cell by mouse.
    await viewedAMinuteEarlier();
    await useOneHint(page);
    for (const { r, c } of await emptyCells(page)) {
      await plantByMouse(page, r, c, garden.solution[r]![c]!);
    }
    await expectCompletion(page, garden, false);
    await screenshotViewport(page, 'bloom-mobile-complete');
    await expectClues(page, garden, ', met');

    // The garden is locked once solved.
    // The header's ✕ and the footer's Close button both close it; use the footer's.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await gardenCell(page, 0, 0).click();
    await page.getByText('Puzzle already completed').first().waitFor();
    await screenshot(page, 'bloom-mobile-solved');
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`a guest who finishes within the floor sees the score unranked, and why (${viewport})`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('bloom-tutorial-seen', 'true'));
      await openBloom(page);
      const garden = await gardenOf(page);
      // The last bed gets a wrong flower first, one its neighbours all accept: only a clue of its
      // row or column can show the mistake (the solution being the only garden with them all).
      const empty = await emptyCells(page);
      const quietlyWrong = ({ r, c }: { r: number; c: number }) =>
        FLOWER_TYPES.find(
          (type) =>
            type !== garden.solution[r]![c] &&
            [garden.solution[r - 1]?.[c], garden.solution[r + 1]?.[c]]
              .concat(garden.solution[r]?.[c - 1], garden.solution[r]?.[c + 1])
              .every((other) => !other || !flowersClash(type, other)),
        );
      const last = empty.find((cell) => quietlyWrong(cell) !== undefined)!;
      for (const { r, c } of empty.filter((cell) => cell !== last)) {
        await plantByMouse(page, r, c, garden.solution[r]![c]!);
      }
      await plantByMouse(page, last.r, last.c, quietlyWrong(last)!);
      expect(await cellLabel(page, last.r, last.c)).not.toMatch(/breaks a rule$/);
      const broken = page.locator('[role="img"][aria-label$=", broken"]');
      expect(await broken.count()).toBeGreaterThan(0);
      for (const name of await broken.evaluateAll((clues) =>
        clues.map((element) => element.getAttribute('aria-label')),
      )) {
        expect(name).toMatch(new RegExp(`^(Row ${last.r + 1}|Column ${last.c + 1}):`));
      }
      await screenshot(page, `bloom-${viewport}-clue-broken`);
      await gardenCell(page, last.r, last.c).click();
      await expect.poll(() => cellLabel(page, last.r, last.c)).toMatch(/, empty$/);

      // However long planting took here, the server saw the puzzle opened a moment ago.
      const db = createDb(stack.databaseUrl, 'bloom');
      await db('daily_views').update({ first_viewed_at: db.fn.now() });
      await db.destroy();
      await plantByMouse(page, last.r, last.c, garden.solution[last.r]![last.c]!);

      const dialog = page.getByRole('dialog', { name: 'Garden complete!' });
      await dialog.getByText('Unranked', { exact: true }).waitFor();
      await dialog.getByText(/Solved in under 20 seconds from opening the puzzle/).waitFor();
      await screenshotViewport(page, `bloom-${viewport}-complete-unranked`);
      await context.close();
    });
  }

  it('a guest finds a half-done garden again after a reload', async () => {
    const context = await newContext('mobile');
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('bloom-tutorial-seen', 'true'));
    await openBloom(page);
    const garden = await gardenOf(page);
    const empty = await emptyCells(page);
    const planted = empty.slice(0, 6);
    for (const { r, c } of planted.slice(0, 5)) {
      await plantByMouse(page, r, c, garden.solution[r]![c]!);
    }
    const wrong = planted[5]!;
    await plantByMouse(page, wrong.r, wrong.c, wrongFor(garden, wrong.r, wrong.c));
    // Auto-save runs 2 seconds after the last change.
    const savedAt = () =>
      page.evaluate(
        ([r, c]) => JSON.parse(localStorage.getItem('bloom-guest-state') ?? '{}').board?.[r!]?.[c!],
        [wrong.r, wrong.c],
      );
    await expect.poll(savedAt, { timeout: 5_000 }).toBe(wrongFor(garden, wrong.r, wrong.c));
    const saved = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('bloom-guest-state')))!,
    );
    expect(Object.keys(saved).sort()).toEqual([
      'board',
      'hasWon',
      'hintsUsed',
      'notes',
      'puzzleId',
      'starterCells',
      'timeElapsed',
    ]);

    await page.reload();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
    for (const { r, c } of planted.slice(0, 5)) {
      expect(await cellLabel(page, r, c)).toMatch(`, ${FLOWER_NAMES[garden.solution[r]![c]!]}`);
    }
    expect(await cellLabel(page, wrong.r, wrong.c)).toMatch(
      `, ${FLOWER_NAMES[wrongFor(garden, wrong.r, wrong.c)]}`,
    );
    // A hint points out the wrong flower first and replaces it.
    await page.getByRole('button', { name: 'Get Hint' }).click();
    await expect
      .poll(() => cellLabel(page, wrong.r, wrong.c))
      .toMatch(`, ${FLOWER_NAMES[garden.solution[wrong.r]![wrong.c]!]}`);

    await context.close();
  });

  it('a signed-in player restores from the server and solves by keyboard with one hint', async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto(stack.url);
    // Signed up and in from this browser's own session: its request context shares the cookies.
    await signUpVerified(stack, context, {
      email: `keys-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Kay',
    });

    await openBloom(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    const garden = await gardenOf(page);

    // Keyboard: focus the first cell, then arrows move and number keys plant.
    await gardenCell(page, 0, 0).focus();
    const order: { r: number; c: number }[] = [];
    for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) order.push({ r, c });
    const halfway = order.filter(({ r, c }) => !isStarter(garden, r, c)).slice(0, 8);
    let at = { r: 0, c: 0 };
    async function moveTo(target: { r: number; c: number }) {
      const press = async (key: string, times: number) => {
        for (let i = 0; i < times; i++) await page.keyboard.press(key);
      };
      await press(target.r > at.r ? 'ArrowDown' : 'ArrowUp', Math.abs(target.r - at.r));
      await press(target.c > at.c ? 'ArrowRight' : 'ArrowLeft', Math.abs(target.c - at.c));
      at = target;
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        new RegExp(`^Row ${target.r + 1}, column ${target.c + 1},`),
      );
    }
    for (const target of halfway) {
      await moveTo(target);
      await page.keyboard.press(KEYS[garden.solution[target.r]![target.c]!]);
    }
    // A wrong flower and Backspace, Delete and 0 all clear it.
    const last = halfway[halfway.length - 1]!;
    for (const clear of ['Backspace', 'Delete', '0']) {
      await page.keyboard.press(KEYS[wrongFor(garden, last.r, last.c)]);
      await expect.poll(() => cellLabel(page, last.r, last.c)).not.toMatch(/, empty$/);
      await page.keyboard.press(clear);
      await expect.poll(() => cellLabel(page, last.r, last.c)).toMatch(/, empty$/);
    }
    await page.keyboard.press(KEYS[garden.solution[last.r]![last.c]!]);
    await screenshot(page, 'bloom-desktop-half');

    // Saved to the server 2 seconds after the last change; a reload brings it back.
    await page.waitForTimeout(2_600);
    await page.reload();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
    for (const { r, c } of halfway) {
      expect(await cellLabel(page, r, c)).toMatch(`, ${FLOWER_NAMES[garden.solution[r]![c]!]}`);
    }
    expect(await page.evaluate(() => localStorage.getItem('bloom-guest-state'))).toBeNull();

    await viewedAMinuteEarlier();
    await page.getByRole('button', { name: 'Get Hint' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('1 hint', { exact: true }).waitFor();
    await gardenCell(page, 0, 0).focus();
    at = { r: 0, c: 0 };
    for (const target of await emptyCells(page)) {
      await moveTo(target);
      await page.keyboard.press(KEYS[garden.solution[target.r]![target.c]!]);
    }
    await expectCompletion(page, garden, true);
    await screenshotViewport(page, 'bloom-desktop-complete');
    await page.keyboard.press('Escape');

    // The finished garden stays finished after a reload.
    await page.reload();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
    await page.getByText('Garden complete!').waitFor();
    await page.getByText(/Next puzzle: \d+h \d+m \d+s/).waitFor();
    await page.getByRole('listitem').filter({ hasText: '(you)' }).waitFor();
    await screenshot(page, 'bloom-desktop-solved');
    await context.close();
  });
  const notesButton = (page: Page) => page.getByRole('button', { name: 'Notes', exact: true });

  async function pickFlower(page: Page, type: FlowerType) {
    await page
      .getByRole('button', { name: new RegExp(`^${FLOWER_NAMES[type]}(, warning)?, key \\d$`) })
      .click();
  }

  /** The notes screen in both themes, checked by axe in each. */
  const notesShots = (page: Page, name: string) =>
    checkEachScheme(page, name, { audit: `Bloom notes (${name})` });

  it('a guest pencils notes by button and key; they outlast a reload, never move, and a flower clears them', async () => {
    const context = await newContext('mobile');
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('bloom-tutorial-seen', 'true'));
    await openBloom(page);
    const garden = await gardenOf(page);
    const [noted, crossed] = await emptyCells(page);
    const at = (cell: { r: number; c: number }) => `Row ${cell.r + 1}, column ${cell.c + 1}, empty`;

    // The button: two candidates by palette and tap, then the cross-out choice.
    await notesButton(page).click();
    expect(await notesButton(page).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('group', { name: 'Flower to note' }).waitFor();
    await pickFlower(page, 'RED');
    await gardenCell(page, noted!.r, noted!.c).click();
    await pickFlower(page, 'PINK');
    await gardenCell(page, noted!.r, noted!.c).click();
    await expect
      .poll(() => cellLabel(page, noted!.r, noted!.c))
      .toBe(`${at(noted!)}, notes: Lily, Rose`);
    await page.getByRole('button', { name: 'Cross out' }).click();
    await gardenCell(page, crossed!.r, crossed!.c).click();
    await expect
      .poll(() => cellLabel(page, crossed!.r, crossed!.c))
      .toBe(`${at(crossed!)}, crossed out`);

    // The key: N turns notes off and on again; a number key then pencils, X crosses (twice: undone).
    await gardenCell(page, noted!.r, noted!.c).focus();
    await page.keyboard.press('n');
    expect(await notesButton(page).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('N');
    expect(await notesButton(page).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('2');
    await expect
      .poll(() => cellLabel(page, noted!.r, noted!.c))
      .toBe(`${at(noted!)}, notes: Lily, Daisy, Rose`);
    await page.keyboard.press('x');
    await expect.poll(() => cellLabel(page, noted!.r, noted!.c)).toBe(`${at(noted!)}, crossed out`);
    await page.keyboard.press('x');
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await expect
      .poll(() => cellLabel(page, noted!.r, noted!.c))
      .toBe(`${at(noted!)}, notes: Lily, Rose`);
    await notesShots(page, 'bloom-mobile-notes');

    // Notes are no moves: the clock has not started, no hint, no mistake, no flower planted.
    expect(await page.getByRole('timer').getAttribute('aria-label')).toBe('Time 0:00');
    await page.getByText('0 hints', { exact: true }).waitFor();
    expect(await page.locator('[role="gridcell"][aria-label$="breaks a rule"]').count()).toBe(0);

    // Kept on this device (the server's clock waits for a move), and back after a reload.
    const savedNotes = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('bloom-guest-state') ?? '{}').notes);
    await expect
      .poll(async () => (await savedNotes())?.[noted!.r]?.[noted!.c], { timeout: 5_000 })
      .toEqual(['PINK', 'RED']);
    expect((await savedNotes())[crossed!.r][crossed!.c]).toBe('CROSSED');
    await page.reload();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
    expect(await cellLabel(page, noted!.r, noted!.c)).toBe(`${at(noted!)}, notes: Lily, Rose`);
    expect(await cellLabel(page, crossed!.r, crossed!.c)).toBe(`${at(crossed!)}, crossed out`);
    expect(await notesButton(page).getAttribute('aria-pressed')).toBe('false');

    // A flower planted over the notes clears them; the cross elsewhere stays.
    const flower = garden.solution[noted!.r]![noted!.c]!;
    await plantByMouse(page, noted!.r, noted!.c, flower);
    expect(await cellLabel(page, noted!.r, noted!.c)).toMatch(
      new RegExp(`^Row ${noted!.r + 1}, column ${noted!.c + 1}, ${FLOWER_NAMES[flower]}$`),
    );
    expect(await cellLabel(page, crossed!.r, crossed!.c)).toBe(`${at(crossed!)}, crossed out`);
    await page.getByText('0 hints', { exact: true }).waitFor();
    await expect
      .poll(async () => (await savedNotes())?.[noted!.r]?.[noted!.c], { timeout: 5_000 })
      .toEqual([]);
    await context.close();
  });

  it('a signed-in player pencils notes by keyboard in the dark; the server keeps them', async () => {
    const context = await newContext('desktop', 'dark');
    const page = await context.newPage();
    await page.goto(stack.url);
    await signUpVerified(stack, context, {
      email: `notes-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Nora',
    });
    await openBloom(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const [first, second] = await emptyCells(page);
    const at = (cell: { r: number; c: number }) => `Row ${cell.r + 1}, column ${cell.c + 1}, empty`;

    // N from anywhere on the page, then the keys on the focused cell.
    await page.keyboard.press('N');
    expect(await notesButton(page).getAttribute('aria-pressed')).toBe('true');
    await gardenCell(page, first!.r, first!.c).focus();
    for (const key of ['4', '5', '2']) await page.keyboard.press(key);
    await gardenCell(page, second!.r, second!.c).focus();
    await page.keyboard.press('X');
    await expect
      .poll(() => cellLabel(page, first!.r, first!.c))
      .toBe(`${at(first!)}, notes: Daisy, Pansy, Tulip`);
    await expect
      .poll(() => cellLabel(page, second!.r, second!.c))
      .toBe(`${at(second!)}, crossed out`);
    await notesShots(page, 'bloom-desktop-notes');

    // Saved to the server 2 seconds after the last change; a reload brings them back.
    await page.waitForTimeout(2_600);
    await page.reload();
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
    expect(await cellLabel(page, first!.r, first!.c)).toBe(
      `${at(first!)}, notes: Daisy, Pansy, Tulip`,
    );
    expect(await cellLabel(page, second!.r, second!.c)).toBe(`${at(second!)}, crossed out`);
    expect(await page.evaluate(() => localStorage.getItem('bloom-guest-state'))).toBeNull();

    // Backspace on an empty cell takes its notes away, not a flower; still no hint, no move.
    await gardenCell(page, second!.r, second!.c).focus();
    await page.keyboard.press('Backspace');
    await expect.poll(() => cellLabel(page, second!.r, second!.c)).toBe(at(second!));
    await page.getByText('0 hints', { exact: true }).waitFor();
    await context.close();
  });
});
