/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { BloomDailyInfo, CANNOT_TOUCH, dayKey, type FlowerType } from '@hub/proto';
import { solveGarden } from '@hub/bloom/domain';
import { signUpVerified } from '../support/accounts';
import { axeFailure, expectNoSeriousA11yViolations } from '../support/axe';
import { flowerButton, gardenCell } from '../support/bloom-garden';
import {
  answerCookieBanner,
  hasChromium,
  launchChromium,
  screenshot,
  SCHEMES,
  VIEWPORTS,
  type Scheme,
} from '../support/browser';
import { startTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'correct horse battery';
const ADMIN_EMAIL = 'theme-admin@example.com';
type Viewport = keyof typeof VIEWPORTS;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * Audits the screen as it stands and photographs it (only the screen, for a dialog); `except`
 * names axe rules shown not to apply there.
 */
type Check = (
  page: Page,
  screen: string,
  options?: { dialog?: boolean; except?: string[] },
) => Promise<void>;

/** Real words for Jotto guesses; the test plays two that are not today's word, then the word. */
const GUESSES = ['pilot', 'mouth', 'fudge', 'brown'];

/**
 * Issue 16: every screen in the light and the dark theme, on a phone and a desktop, with no
 * serious or critical axe violation, and screenshots of each for people to look at
 * (tests/artifacts/themes-<viewport>-<scheme>-<screen>.png). The theme follows the device
 * (emulated with colorScheme) until the player picks one in the menu, which is remembered.
 */
describe.skipIf(!hasChromium)('themes and accessibility in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let jotto: Knex;
  let bloom: Knex;
  let admin: StorageState;

  beforeAll(async () => {
    stack = await startTestStack({
      env: { ADMIN_EMAILS: ADMIN_EMAIL, SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' },
    });
    jotto = createDb(stack.databaseUrl, 'jotto');
    bloom = createDb(stack.databaseUrl, 'bloom');
    browser = await launchChromium();
    admin = await signedIn(ADMIN_EMAIL, 'Alex');
  });

  afterAll(async () => {
    await browser?.close();
    await jotto?.destroy();
    await bloom?.destroy();
    await stack?.stop();
  });

  /** A new verified account's cookies, for contexts that start signed in. */
  async function signedIn(email: string, firstName: string): Promise<StorageState> {
    const context = await browser.newContext({ baseURL: stack.url });
    await signUpVerified(stack, context, { email, password: PASSWORD, firstName });
    const state = await context.storageState();
    await context.close();
    return state;
  }

  async function newContext(
    viewport: Viewport,
    scheme: Scheme,
    options: { storageState?: StorageState; consent?: boolean } = {},
  ): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: stack.url,
      viewport: VIEWPORTS[viewport],
      colorScheme: scheme,
      // Entrance animations end at once, so axe and the screenshots see the settled screen.
      reducedMotion: 'reduce',
      storageState: options.storageState,
    });
    await context.addInitScript(() => {
      // The splash has its own tests (foundation.test.ts); here it would only delay each screen.
      window.sessionStorage.setItem('hub_session_started', 'true');
    });
    if (options.consent ?? true) await answerCookieBanner(context, true);
    return context;
  }

  /** The public screens, the cookie banner and Wordree, as a first-time visitor sees them. */
  async function visitorScreens(page: Page, check: Check, scheme: Scheme) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up for Achievements' }).waitFor();
    await page.getByRole('button', { name: 'Accept All' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe(scheme);
    await check(page, 'cookie-banner');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Accept All' }).waitFor({ state: 'detached' });
    await check(page, 'landing');

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    await check(page, 'login');

    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await check(page, 'privacy');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await check(page, 'not-found');

    await page.goto('/game/jotto/vs');
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();
    await check(page, 'jotto-vs-visitor');

    await page.goto('/game/wordree');
    const tutorial = page.getByRole('dialog');
    await tutorial.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    await check(page, 'wordree-tutorial', { dialog: true });
    await page.keyboard.press('Escape');
    await tutorial.waitFor({ state: 'detached' });
    const grid = page.getByRole('group', { name: /^Letter grid/ });
    await grid.waitFor();
    // A word on its way: the picked cells, the letters so far.
    await page.locator('[data-cell="0:0"]').click();
    await page.locator('[data-cell="0:1"]').click();
    await check(page, 'wordree');
    await page.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option').first().waitFor();
    // An open Radix Select hides the page from screen readers (aria-hidden) while its focus trap
    // and blocked pointer keep every hidden control out of reach, as a modal dialog does; axe
    // lets a modal dialog do so (aria-hidden-focus) but does not know a listbox can.
    await check(page, 'wordree-difficulty', { dialog: true, except: ['aria-hidden-focus'] });
    await page.keyboard.press('Escape');
  }

  /** Jotto's daily played to the end: guesses with their match badges, a toast, two dialogs. */
  async function jottoDaily(page: Page, check: Check) {
    await page.goto('/game/jotto');
    await page.getByRole('heading', { name: 'VS Mode' }).waitFor();
    await check(page, 'jotto-hub');

    await page.goto('/game/jotto/daily');
    const { word: secret } = await jotto('daily_puzzles').first('word').where({ day: dayKey() });
    const box = page.getByRole('textbox', { name: 'Your guess' });
    const guess = async (word: string) => {
      await box.fill(word);
      await box.press('Enter');
    };
    for (const [index, word] of GUESSES.filter((word) => word !== secret)
      .slice(0, 2)
      .entries()) {
      await guess(word);
      await page
        .getByText('Attempts:')
        .getByText(String(index + 1))
        .waitFor();
    }
    await guess('ab');
    await page.getByText('Invalid Length', { exact: true }).first().waitFor();
    await check(page, 'jotto-daily-toast');

    await page.getByRole('button', { name: 'Rules' }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'jotto-rules', { dialog: true });
    await page.keyboard.press('Escape');

    // A solve within seconds of the first view is kept unranked: move the view back a minute, so
    // the panel and the leaderboard show a rank.
    await jotto('daily_views')
      .where({ day: dayKey() })
      .update({ first_viewed_at: jotto.raw("first_viewed_at - interval '1 minute'") });
    await guess(secret);
    await page.getByRole('heading', { name: 'Solved!' }).waitFor();
    await page
      .getByText(/^#\d+$/)
      .first()
      .waitFor();
    await check(page, 'jotto-daily-solved');
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    await page.getByRole('dialog', { name: 'Leaderboard' }).getByRole('row').nth(1).waitFor();
    await check(page, 'jotto-leaderboard', { dialog: true });
    await page.keyboard.press('Escape');
  }

  /** Bloom's daily: the tutorial, a flower that breaks a rule, then the garden solved. */
  async function bloomDaily(page: Page, check: Check) {
    await page.goto('/game/bloom');
    const tutorial = page.getByRole('dialog');
    await tutorial.getByText('Step 1 of 5').waitFor();
    await check(page, 'bloom-tutorial', { dialog: true });
    await tutorial.getByRole('button', { name: 'Skip' }).click();
    await tutorial.waitFor({ state: 'detached' });

    const info = BloomDailyInfo.parse(
      await page.evaluate(() => fetch('/api/bloom/daily').then((answer) => answer.json())),
    );
    const solution = solveGarden(info.starters, info.clues)!;
    const isStarter = (r: number, c: number) =>
      info.starters.some((starter) => starter.r === r && starter.c === c);
    const cell = (r: number, c: number) => gardenCell(page, r, c);
    const plant = async (r: number, c: number, type: FlowerType) => {
      await flowerButton(page, type).click();
      await cell(r, c).click();
    };

    // A flower beside a starter it may not touch: marked, with its type's warning.
    const starter = info.starters.find(({ r, c }) => r > 0 && !isStarter(r - 1, c))!;
    const banned = CANNOT_TOUCH[starter.type][0]!;
    await plant(starter.r - 1, starter.c, banned);
    await expect
      .poll(() => cell(starter.r - 1, starter.c).getAttribute('aria-label'))
      .toMatch(/breaks a rule$/);
    await check(page, 'bloom-mistake');
    await cell(starter.r - 1, starter.c).click();

    // Ranked, as with Jotto's daily: the first view a minute earlier.
    await bloom('daily_views').update({
      first_viewed_at: bloom.raw("first_viewed_at - interval '1 minute'"),
    });
    for (let r = 0; r < 5; r++) {
      for (let c = 0; c < 5; c++) {
        if (!isStarter(r, c)) await plant(r, c, solution[r]![c]!);
      }
    }
    await page
      .getByRole('dialog', { name: 'Garden complete!' })
      .getByText(/^#\d+$/)
      .waitFor();
    await check(page, 'bloom-complete', { dialog: true });
    await page.keyboard.press('Escape');
    await check(page, 'bloom-solved');
  }

  /** The hub with progress, its dialogs, the menu and the profile. */
  async function playerScreens(page: Page, check: Check) {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    await page.getByText('Guess the 5-letter word').waitFor();
    await check(page, 'hub');

    await page.getByRole('button', { name: /^Achievements/ }).click();
    const achievements = page.getByRole('dialog', { name: 'All Achievements' });
    await achievements.getByRole('listitem').first().waitFor();
    await check(page, 'achievements', { dialog: true });
    // The list holds no control, yet scrolls from the keyboard: Tab past Close reaches it.
    await page.keyboard.press('Tab');
    const scrolled = () => page.evaluate(() => document.activeElement?.scrollTop ?? 0);
    expect(await scrolled()).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Leaderboards/ }).click();
    const boards = page.getByRole('dialog', { name: 'Leaderboards' });
    await boards.getByRole('tab', { name: 'Jotto' }).click();
    await boards.getByRole('table').waitFor();
    await check(page, 'leaderboards', { dialog: true });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('group', { name: 'Theme' }).waitFor();
    await check(page, 'menu', { dialog: true });
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Game Statistics' }).waitFor();
    await page.getByRole('region', { name: 'Account' }).getByText('Robin').first().waitFor();
    await check(page, 'profile');
  }

  /** A VS match: the new-match dialog, then a turn played against the admin. */
  async function jottoMatch(page: Page, opponent: Page, check: Check) {
    await page.goto('/game/jotto/vs');
    await page.getByRole('button', { name: 'New Match' }).first().click();
    const secret = page.getByRole('textbox', { name: 'Your secret word' });
    await secret.fill('crane');
    await check(page, 'jotto-new-match', { dialog: true });
    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.getByRole('heading', { name: 'Waiting for an opponent' }).waitFor();
    await check(page, 'jotto-vs-waiting');

    await opponent.goto(page.url());
    await opponent.getByRole('textbox', { name: 'Your secret word' }).fill('pilot');
    await opponent.getByRole('button', { name: 'Join Match' }).click();
    await page.getByText('Your turn: guess Alex’s word').waitFor({ timeout: 10_000 });
    const box = page.getByRole('textbox', { name: 'Your guess' });
    await box.fill('split');
    await box.press('Enter');
    await page.getByRole('status').filter({ hasText: 'SPLIT: 4 letters match' }).waitFor();
    await check(page, 'jotto-vs-match');

    await page.goto('/game/jotto/vs');
    await page.getByRole('link', { name: /Alex/ }).first().waitFor();
    await check(page, 'jotto-vs-list');
  }

  /** Every screen in one viewport and scheme: audited, photographed, failures gathered. */
  async function everyScreen(viewport: Viewport, scheme: Scheme) {
    const failures: string[] = [];
    const check: Check = async (page, screen, { dialog = false, except } = {}) => {
      // A page from its top (a click may have scrolled it); a dialog as it stands.
      if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(250);
      const failure = await axeFailure(page, `${screen} (${viewport}, ${scheme})`, { except });
      if (failure) failures.push(failure);
      await screenshot(page, `themes-${viewport}-${scheme}-${screen}`, { fullPage: !dialog });
    };
    const player = await signedIn(`theme-${viewport}-${scheme}-${Date.now()}@example.com`, 'Robin');

    const visitor = await newContext(viewport, scheme, { consent: false });
    await visitorScreens(await visitor.newPage(), check, scheme);
    await visitor.close();

    const playing = await newContext(viewport, scheme, { storageState: player });
    const administering = await newContext(viewport, scheme, { storageState: admin });
    const page = await playing.newPage();
    const dashboard = await administering.newPage();
    await jottoDaily(page, check);
    await bloomDaily(page, check);
    await playerScreens(page, check);
    await jottoMatch(page, dashboard, check);

    await dashboard.goto('/admin');
    await dashboard.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await dashboard.getByTestId('available-count').waitFor();
    await check(dashboard, 'admin');
    await dashboard.getByRole('button', { name: 'Regenerate daily puzzle' }).click();
    const confirm = dashboard.getByRole('alertdialog');
    await confirm.waitFor();
    await check(dashboard, 'admin-confirm', { dialog: true });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await dashboard.getByRole('button', { name: 'Show upcoming answers' }).click();
    await dashboard
      .getByRole('list', { name: 'Jotto schedule' })
      .getByRole('listitem')
      .nth(14)
      .waitFor();
    await check(dashboard, 'admin-upcoming');
    await playing.close();
    await administering.close();

    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  }

  // A viewport's two schemes run side by side (141 s for the file alone, one after another; 101 s
  // so): much of each is waiting for a screen to settle or a page to answer. The two share only
  // the admin they play against and the day's leaderboards (a screenshot may show the other's
  // player); each moves every first view of the day back a minute, which only ranks both solves.
  for (const viewport of ['mobile', 'desktop'] as const) {
    describe(`on a ${viewport}`, () => {
      for (const scheme of SCHEMES) {
        it.concurrent(
          `shows every screen readably and accessibly (${viewport}, ${scheme})`,
          () => everyScreen(viewport, scheme),
          300_000,
        );
      }
    });
  }

  it('switches the theme from the menu and remembers it across a reload', async () => {
    const player = await signedIn(`theme-switch-${Date.now()}@example.com`, 'Sam');
    const context = await newContext('mobile', 'light', { storageState: player });
    const page = await context.newPage();
    const theme = () =>
      page.evaluate(() => ({
        attribute: document.documentElement.dataset.theme ?? null,
        scheme: getComputedStyle(document.body).colorScheme,
        background: getComputedStyle(document.body).backgroundColor,
      }));
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('group', { name: 'Theme' });
    };

    await page.goto('/');
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    const light = await theme();
    expect(light).toMatchObject({ attribute: null, scheme: 'light' });

    // Dark, chosen over the device's light: applied at once, and again after a reload.
    let choices = await openMenu();
    expect(await choices.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
    await choices.getByRole('radio', { name: 'Dark' }).check();
    // The page's colours follow within a frame or two.
    await expect.poll(async () => (await theme()).background).not.toBe(light.background);
    const dark = await theme();
    expect(dark).toMatchObject({ attribute: 'dark', scheme: 'dark' });
    expect(await page.evaluate(() => localStorage.getItem('hub_theme'))).toBe('dark');
    await expectNoSeriousA11yViolations(page, 'the menu, dark chosen over a light device');
    await screenshot(page, 'themes-mobile-menu-dark-chosen', { fullPage: false });

    await page.reload();
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    expect(await theme()).toEqual(dark);
    choices = await openMenu();
    expect(await choices.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    // The keyboard moves between the options, as in any radio group.
    await choices.getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await choices.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(await theme()).toMatchObject({ attribute: 'light', scheme: 'light' });

    // System again: the override is forgotten and the device's dark preference shows.
    await choices.getByRole('radio', { name: 'System' }).check();
    expect(await page.evaluate(() => localStorage.getItem('hub_theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await theme()).toMatchObject({ attribute: null, scheme: 'dark' });
    await page.reload();
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    expect(await theme()).toMatchObject({ attribute: null, scheme: 'dark' });
    await context.close();
  });

  it('lets a visitor, who has no menu, switch the theme in the footer', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await newContext(viewport, 'light');
      const page = await context.newPage();
      await page.goto('/');
      const choices = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
      await choices.getByRole('radio', { name: 'Dark' }).check();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
        .toBe('dark');
      await choices.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `the footer's theme switch (${viewport}, dark)`);
      await screenshot(page, `themes-${viewport}-footer-dark`, { fullPage: false });
      await page.reload();
      expect(await choices.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
      await choices.getByRole('radio', { name: 'Light' }).check();
      await choices.scrollIntoViewIfNeeded();
      await screenshot(page, `themes-${viewport}-footer-light`, { fullPage: false });
      await context.close();
    }
  });
});
