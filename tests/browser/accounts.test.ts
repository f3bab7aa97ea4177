/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, SESSION_COOKIE, type Knex } from '@hub/kit';
import { CSRF_HEADER, CSRF_HEADER_VALUE, dayKey } from '@hub/proto';
import {
  checkEachScheme,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { linkIn } from '../support/mailbox';
import { startTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'correct horse battery';

/** The pages mailed links open: confirming an e-mail and setting a new password. */
describe.skipIf(!hasChromium)('account e-mails in the browser', () => {
  let stack: TestStack;
  let browser: Browser;

  let leaderboardDb: Knex;

  beforeAll(async () => {
    stack = await startTestStack();
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
  });

  async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
    return browser.newContext({ baseURL: stack.url, viewport: VIEWPORTS[viewport] });
  }

  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 8_000 });
  }

  const post = (context: BrowserContext, path: string, data: object) =>
    context.request.post(path, { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, data });

  const toast = (page: Page, title: string) =>
    page
      .getByRole('region', { name: /notifications/i })
      .getByRole('listitem')
      .filter({ hasText: title })
      .waitFor();

  it('asks for the password on a confirmation link, so a squatter’s account stays unconfirmed', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const signUp = await post(await newContext('desktop'), '/api/auth/signup', {
      email,
      password: PASSWORD,
    });
    expect(signUp.status()).toBe(201);
    const link = linkIn(await stack.mailbox.next(email), '/verify-email');

    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await open(page, link);
      await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
      // The token leaves the address bar once read.
      expect(new URL(page.url()).hash).toBe('');

      // A wrong password (the mailbox's owner did not make this account) confirms nothing...
      await page.getByLabel('Password').fill('not the chosen one');
      await page.getByRole('button', { name: 'Confirm e-mail' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /set a new password instead/ })
        .waitFor();
      await screenshot(page, `${viewport}-confirm-email-wrong-password`);
      await context.close();
    }

    // ...and leaves the link working for the one who knows the password.
    const page = await (await newContext('mobile')).newPage();
    await open(page, link);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm e-mail' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'E-mail confirmed. Welcome!');
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    const user = await page.evaluate(() => fetch('/api/user').then((r) => r.json()));
    expect(user).toMatchObject({ email, emailVerified: true });
    await page.context().close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`tells an unconfirmed player on the profile, and confirms in one click when signed in (${viewport})`, async () => {
      const email = `unconfirmed-${viewport}-${Date.now()}@example.com`;
      const context = await newContext(viewport);
      const signUp = await post(context, '/api/auth/signup', { email, password: PASSWORD });
      expect(signUp.status()).toBe(201);
      const { id: userId } = (await signUp.json()) as { id: string };
      const page = await context.newPage();

      // Points it scored (written as the leaderboard would keep them) show, but unranked.
      await leaderboardDb('daily_points').insert({
        player_id: userId,
        game: 'jotto',
        day: dayKey(),
        points: 120,
      });
      await open(page, '/');
      await page.getByRole('button', { name: /Leaderboards/ }).click();
      const boards = page.getByRole('dialog', { name: 'Leaderboards' });
      await boards.getByRole('tab', { name: 'Jotto' }).click();
      await boards
        .getByText(/You have 120 points\. Only players with a confirmed e-mail/)
        .waitFor();
      await screenshot(page, `${viewport}-leaderboard-unconfirmed`);
      // With no points yet on a board, a quiet line says what confirming will do.
      await boards.getByRole('tab', { name: 'Bloom' }).click();
      await boards.getByText('Confirm your e-mail to appear on the global leaderboards.').waitFor();
      await page.keyboard.press('Escape');

      await open(page, '/profile');
      const notice = page.getByRole('region', { name: 'Confirm your e-mail' });
      await notice.getByText(/your scores stay off the global leaderboards/).waitFor();
      // The sign-up mail went a moment ago: a new one is refused, with the reason.
      await notice.getByRole('button', { name: 'Send the link again' }).click();
      await notice
        .getByRole('alert')
        .filter({ hasText: /a moment ago/ })
        .waitFor();
      await screenshot(page, `${viewport}-profile-unconfirmed`);

      // Signed in to the account, the link needs no password.
      await open(page, linkIn(await stack.mailbox.next(email), '/verify-email'));
      await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
      expect(await page.getByLabel('Password').count()).toBe(0);
      await screenshot(page, `${viewport}-confirm-email-signed-in`);
      const before = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE)!;
      await page.getByRole('button', { name: 'Confirm e-mail' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // Confirming signs the tab in again, with a new session id. A request the page had sent
      // with the old cookie and that is answered only now (a game's read, the progress stream
      // reconnecting) must not sign it out by setting a cookie of its own.
      await context.request.get('/api/jotto/daily', {
        headers: { cookie: `${before.name}=${before.value}` },
      });
      await open(page, '/profile');
      await page.getByText(email).waitFor();
      expect(await page.getByRole('region', { name: 'Confirm your e-mail' }).count()).toBe(0);
      await context.close();
    });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`answers a sign-up with a taken e-mail by mail to its owner, signing nobody in (${viewport})`, async () => {
      const email = `taken-${viewport}-${Date.now()}@example.com`;
      const owner = await newContext(viewport);
      expect((await post(owner, '/api/auth/signup', { email, password: PASSWORD })).status()).toBe(
        201,
      );
      await stack.mailbox.next(email);
      await owner.close();

      const context = await newContext(viewport);
      const page = await context.newPage();
      await open(page, '/login');
      await page.getByRole('tab', { name: 'Create account' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill('some other passphrase');
      await page.getByRole('button', { name: 'Create account' }).last().click();
      const sent = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: 'Check your e-mail' }) });
      await sent.getByText(/already has an account: sign in, or open the link/).waitFor();
      await checkEachScheme(page, `${viewport}-sign-up-taken`);
      const user = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
      expect(user).toEqual({ user: null });
      expect((await stack.mailbox.next(email)).subject).toMatch(/tried to sign up/);
      await context.close();
    });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`sets a new password from the link the forgotten-password form mails (${viewport})`, async () => {
      const email = `forgetful-${viewport}-${Date.now()}@example.com`;
      const setup = await newContext(viewport);
      await post(setup, '/api/auth/signup', { email, password: PASSWORD });
      await stack.mailbox.next(email);
      await setup.close();

      const context = await newContext(viewport);
      const page = await context.newPage();
      await open(page, '/login');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByLabel('E-mail').fill(email);
      await screenshot(page, `${viewport}-forgot-password`);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: 'Check your e-mail' }) })
        .waitFor();
      await screenshot(page, `${viewport}-forgot-password-sent`);

      await open(page, linkIn(await stack.mailbox.next(email), '/reset-password'));
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      // Checked as the server checks it, before anything is sent.
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page
        .getByText(/at least \d+ characters/)
        .first()
        .waitFor();
      await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
      await screenshot(page, `${viewport}-reset-password`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await toast(page, 'Password changed');
      await context.close();

      // The old password is gone; the new one signs in, and the reset proved the e-mail.
      const later = await newContext(viewport);
      const old = await post(later, '/api/auth/login', { email, password: PASSWORD });
      expect(old.status()).toBe(401);
      const signIn = await post(later, '/api/auth/login', {
        email,
        password: 'a brand new passphrase',
      });
      expect(await signIn.json()).toMatchObject({ email, emailVerified: true });
      await later.close();
    });
  }

  it('explains a link that lost its token', async () => {
    const page = await (await newContext('mobile')).newPage();
    await open(page, '/reset-password');
    await page.getByRole('heading', { name: 'This link is incomplete' }).waitFor();
    await screenshot(page, 'mobile-incomplete-link');
    await page.context().close();
  });
});
