/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, SESSION_COOKIE, type Knex } from '@hub/kit';
import { playerIdOfSession, signUpVerified } from '../support/accounts';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  VIEWPORTS,
} from '../support/browser';
import { finishedGame, GameOutboxes, reportAndApply } from '../support/game-events';
import { startTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'correct horse battery';
const INVITE_LINK = /\/leagues\/join\/[A-Za-z0-9_-]{22}$/;

/**
 * Issue 36 point 1, played by three people: Ann starts a league and shares a link; Bob, signed
 * in, joins by it; Cleo, a guest who has played, is asked to sign up, does, joins and finds her
 * guest points on the board. Ann then removes Bob, who no longer sees the league.
 */
describe.skipIf(!hasChromium)('leagues in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let games: GameOutboxes;
  let leaderboardDb: Knex;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    games = new GameOutboxes(stack.databaseUrl);
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await games?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
  });

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: stack.url,
      reducedMotion: 'reduce',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await answerCookieBanner(context, true);
    return context;
  }

  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  async function player(viewport: keyof typeof VIEWPORTS, firstName: string, lastName: string) {
    const context = await newContext(viewport);
    const user = await signUpVerified(stack, context, {
      email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
      password: PASSWORD,
      firstName,
      lastName,
    });
    return { context, page: await context.newPage(), userId: user.id };
  }

  /** Light and dark, each checked by axe and kept as a screenshot. */
  const look = (page: Page, name: string) => checkEachScheme(page, name, { audit: name });

  const boardRow = (page: Page, name: RegExp) =>
    page.getByRole('table', { name: /points/ }).getByRole('row', { name });

  it('lets three friends make a league, join it, play it and run it', async () => {
    const ann = await player('desktop', 'Ann', 'Lee');
    const bob = await player('mobile', 'Bob', 'Moss');
    await reportAndApply(
      games,
      leaderboardDb,
      finishedGame({ playerId: ann.userId, userId: ann.userId, game: 'wordree', score: 420 }),
      finishedGame({ playerId: bob.userId, userId: bob.userId, game: 'wordree', score: 610 }),
    );

    // Ann, from the hub's card, starts a league.
    await open(ann.page, '/');
    await ann.page
      .getByRole('link', { name: /Leagues/ })
      .first()
      .waitFor();
    await look(ann.page, 'desktop-hub-leagues');
    await ann.page
      .getByRole('link', { name: /Leagues/ })
      .first()
      .click();
    await ann.page.getByRole('heading', { name: 'Your leagues', level: 1 }).waitFor();
    await ann.page.getByText('You are in no league yet.').waitFor();
    await look(ann.page, 'desktop-leagues-empty');
    await ann.page.getByLabel('League name').fill('Friday Puzzlers');
    await ann.page.getByRole('button', { name: 'Create league' }).click();
    await ann.page.getByRole('heading', { name: 'Friday Puzzlers', level: 1 }).waitFor();
    await ann.page.getByRole('button', { name: 'Make an invite link' }).click();
    const linkBox = ann.page.getByRole('textbox', { name: 'Your new invite link' });
    await expect.poll(() => linkBox.inputValue()).toMatch(INVITE_LINK);
    const link = new URL(await linkBox.inputValue()).pathname;
    await ann.page.getByRole('list', { name: 'Open invite links' }).getByRole('listitem').waitFor();

    // Bob, signed in on his phone, joins by the link.
    await open(bob.page, link);
    await bob.page
      .getByRole('heading', { name: 'Ann L. invited you to Friday Puzzlers' })
      .waitFor();
    await look(bob.page, 'mobile-league-invite');
    await bob.page.getByRole('button', { name: 'Join the league' }).click();
    await bob.page.getByRole('heading', { name: 'Friday Puzzlers', level: 1 }).waitFor();
    await boardRow(bob.page, /1 Bob M\. \(you\) 610/).waitFor();
    await boardRow(bob.page, /2 Ann L\. 420/).waitFor();
    // A member sees no owner's tools.
    expect(await bob.page.getByRole('button', { name: 'Make an invite link' }).count()).toBe(0);

    // Cleo plays as a guest, opens the link, is asked to sign up, and does.
    const cleo = await newContext('mobile');
    const cleoPage = await cleo.newPage();
    await open(cleoPage, link);
    await cleoPage
      .getByRole('heading', { name: 'Ann L. invited you to Friday Puzzlers' })
      .waitFor();
    const cookie = (await cleo.cookies()).find((each) => each.name === SESSION_COOKIE)!;
    const guestId = await playerIdOfSession(stack, cookie.value);
    await reportAndApply(
      games,
      leaderboardDb,
      finishedGame({ playerId: guestId, game: 'wordree', score: 800 }),
    );
    await look(cleoPage, 'mobile-league-invite-guest');
    await cleoPage.getByRole('link', { name: 'Sign in or sign up' }).click();
    await cleoPage.getByRole('tab', { name: 'Create account' }).click();
    await cleoPage.getByLabel('First name').fill('Cleo');
    await cleoPage.getByLabel('Last name').fill('Park');
    await cleoPage.getByLabel('E-mail').fill(`cleo-${randomUUID()}@example.com`);
    await cleoPage.getByLabel('Password').fill(PASSWORD);
    await cleoPage.getByRole('button', { name: 'Create account' }).last().click();
    // Back on the invite, signed in now.
    await cleoPage.getByRole('button', { name: 'Join the league' }).click();
    await cleoPage.getByRole('heading', { name: 'Friday Puzzlers', level: 1 }).waitFor();
    // Her guest games came with her into the account: her points are on the board.
    await boardRow(cleoPage, /1 Cleo P\. \(you\) 800/).waitFor({ timeout: 15_000 });
    await cleoPage.getByRole('button', { name: 'Dismiss notification' }).click();
    await look(cleoPage, 'mobile-league');

    // Ann sees the three of them, changes the period and game, and removes Bob.
    await ann.page.reload();
    await ann.page
      .getByRole('heading', { name: /Members/ })
      .getByText('(3 members)')
      .waitFor();
    await boardRow(ann.page, /3 Ann L\. \(you\) 420/).waitFor();
    await ann.page.getByRole('radio', { name: 'All time' }).click();
    await ann.page.getByRole('tab', { name: 'Bloom' }).click();
    await boardRow(ann.page, /1 Ann L\. \(you\) 0/).waitFor();
    await ann.page.getByRole('tab', { name: 'Wordree' }).click();
    await look(ann.page, 'desktop-league-owner');
    await ann.page.getByRole('button', { name: 'Remove Bob M.' }).click();
    const confirm = ann.page.getByRole('alertdialog', { name: 'Remove Bob M.?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await ann.page
      .getByRole('heading', { name: /Members/ })
      .getByText('(2 members)')
      .waitFor();

    await bob.page.reload();
    await bob.page.getByRole('heading', { name: 'No such league' }).waitFor();
    await open(bob.page, '/leagues');
    await bob.page.getByText('You are in no league yet.').waitFor();

    // Ann's list on a phone, then the league's deletion.
    await open(cleoPage, '/leagues');
    await cleoPage.getByRole('link', { name: /Friday Puzzlers/ }).waitFor();
    await look(cleoPage, 'mobile-leagues');
    // Every link withdrawn, the one just made too: none is left on show to be shared.
    await ann.page.getByRole('button', { name: 'Make an invite link' }).click();
    await expect.poll(() => linkBox.inputValue()).toMatch(INVITE_LINK);
    const withdraw = ann.page.getByRole('button', { name: /^Withdraw the link/ });
    await expect.poll(() => withdraw.count()).toBe(2);
    for (const left of [1, 0]) {
      await withdraw.first().click();
      await expect.poll(() => withdraw.count()).toBe(left);
    }
    await linkBox.waitFor({ state: 'detached' });
    await ann.page.getByRole('button', { name: 'Delete league' }).click();
    await ann.page
      .getByRole('alertdialog', { name: 'Delete Friday Puzzlers?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await ann.page.getByRole('heading', { name: 'Your leagues', level: 1 }).waitFor();
    await ann.page.getByText('You are in no league yet.').waitFor();

    await Promise.all([ann.context.close(), bob.context.close(), cleo.close()]);
  });
});
