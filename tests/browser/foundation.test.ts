/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts';
import { linkIn } from '../support/mailbox';
import { startTestStack, type TestStack } from '../support/stack';
import { hasChromium, launchChromium, screenshot, VIEWPORTS } from '../support/browser';

describe.skipIf(!hasChromium)('foundation in the browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SUPPORT_EMAIL: 'help@puzzles.example' } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    return context.newPage();
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`takes a visitor from the splash to sign-up, the hub, the profile and back out (${viewport})`, async () => {
      const page = await newPage(viewport);
      // A visitor's pages load without a failed request (the browser would log each one).
      const failed: string[] = [];
      page.on('response', (answer) => {
        if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
      });
      await page.goto(stack.url);

      // Splash: the letters G A M E S for 3 seconds, then the app with the cookie banner.
      const splash = page.getByTestId('splash');
      await expect(splash.textContent()).resolves.toMatch(/G\s*A\s*M\s*E\s*S/);
      await screenshot(page, `${viewport}-splash`);
      await splash.waitFor({ state: 'detached', timeout: 6_000 });

      const accept = page.getByRole('button', { name: 'Accept All' });
      await accept.waitFor({ timeout: 4_000 });
      await screenshot(page, `${viewport}-landing-with-cookie-banner`);
      await accept.click();
      const consent = await page.evaluate(() =>
        window.localStorage.getItem('wordree_cookie_consent'),
      );
      expect(JSON.parse(consent ?? 'null')).toMatchObject({
        accepted: true,
        preferences: { essential: true, analytics: true, advertising: true },
      });

      // Landing page for visitors.
      for (const feature of [
        'Smart Puzzles',
        'Track Progress',
        'Compete',
        'Multiple Games',
        'Daily Challenges',
        'Instant Play',
      ]) {
        await page.getByRole('heading', { name: feature }).waitFor();
      }
      await page.getByRole('link', { name: 'help@puzzles.example' }).waitFor();
      await screenshot(page, `${viewport}-landing`);
      expect(failed).toEqual([]);

      // 'Sign Up for Achievements' is a full navigation to /api/login, which offers the sign-in page.
      await page.getByRole('button', { name: 'Sign Up for Achievements' }).click();
      await page.waitForURL(/\/login/);
      await page.getByRole('tab', { name: /create account/i }).click();
      const email = `player-${viewport}-${Date.now()}@example.com`;
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill('correct horse battery');
      await page.getByLabel('First name').fill('Ada');
      await screenshot(page, `${viewport}-sign-up`);
      // Watched for from the click on: a toast shows for 5 s, which a loaded machine can spend
      // between the answer and the hub.
      const welcomed = page
        .getByRole('region', { name: /notifications/i })
        .getByRole('listitem')
        .filter({ hasText: /Welcome, Ada!\s*Your games and streaks now save to your account/ })
        .waitFor();
      await page
        .getByRole('button', { name: /create account/i })
        .last()
        .click();

      // Signing up signs the new player in at once: the hub welcomes them (not back).
      await welcomed;
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' }).waitFor();
      await screenshot(page, `${viewport}-signed-up`);

      // The mailed link confirms the e-mail in one click: this browser is signed in to the account.
      const mail = await stack.mailbox.next(email);
      await page.goto(`${stack.url}${linkIn(mail, '/verify-email')}`);
      await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6_000 });
      await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
      expect(await page.getByLabel('Password').count()).toBe(0);
      await screenshot(page, `${viewport}-confirm-email`);
      await page.getByRole('button', { name: 'Confirm e-mail' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByRole('region', { name: /notifications/i })
        .getByRole('listitem')
        .filter({ hasText: /E-mail confirmed\.\s*Welcome!/ })
        .waitFor();

      // Hub home for signed-in players: a new one is welcomed, not welcomed back.
      await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' }).waitFor();
      await page.getByText(/Next puzzle: \d+h \d+m \d+s/).waitFor();
      await page.getByText('Build word chains on a letter grid').waitFor();
      await page.getByText('Guess the 5-letter word').waitFor();
      await page.getByText('Place flowers following logic rules').waitFor();
      await screenshot(page, `${viewport}-hub`);

      // Profile through the menu drawer.
      await page.getByRole('button', { name: /menu/i }).click();
      await screenshot(page, `${viewport}-menu`);
      await page.getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL(/\/profile$/);
      // In the account card: the welcome toast may still be up, and it names the e-mail too.
      const account = page.getByRole('region', { name: 'Account' });
      await account.getByText('Ada').first().waitFor();
      await account.getByText(email).waitFor();
      // Confirmed: no notice asks for the link any more.
      expect(await page.getByRole('heading', { name: 'Confirm your e-mail' }).count()).toBe(0);
      await page.getByText('No games played yet. Start playing to see your stats!').waitFor();
      await screenshot(page, `${viewport}-profile`);

      // Log out returns to the landing page.
      await page.getByRole('button', { name: 'Back to Hub' }).click();
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('link', { name: 'Log Out' }).click();
      await page.getByRole('button', { name: 'Sign Up for Achievements' }).waitFor();
      const user = await page.evaluate(() => fetch('/api/user').then((r) => r.status));
      expect(user).toBe(401);

      // /profile sends visitors home.
      await page.goto(`${stack.url}/profile`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.context().close();
    });
  }

  it('asks before logging out when /api/logout was not reached from our own pages', async () => {
    const page = await newPage('mobile');
    const email = `leaving-${Date.now()}@example.com`;
    await signUpVerified(stack, page.context(), { email, password: 'correct horse battery' });

    // A typed address (or a link from a mail app): Sec-Fetch-Site is 'none', not 'same-origin'.
    await page.goto(`${stack.url}/api/logout`);
    await page.waitForURL(/\/logout$/);
    await page.getByRole('heading', { name: 'Log out?' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/user').then((r) => r.status))).toBe(200);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6_000 });
    await screenshot(page, 'mobile-confirm-logout');

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign Up for Achievements' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/user').then((r) => r.status))).toBe(401);
    await page.context().close();
  });

  it('shows the 404 page for unknown routes', async () => {
    const page = await newPage('mobile');
    const answer = await page.goto(`${stack.url}/no/such/page`);
    // Missing to a crawler too: the app's page comes with a 404, not a 200.
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor({ timeout: 8_000 });
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    // Besides the way home, a way to each game.
    const games = page.getByRole('navigation', { name: 'Games' }).getByRole('link');
    expect(await games.allTextContents()).toEqual(['Wordree', 'Jotto', 'Bloom']);
    await screenshot(page, 'mobile-404');
    await games.filter({ hasText: 'Jotto' }).click();
    await page.waitForURL(/\/game\/jotto$/);
    const robots = await page.request.get(`${stack.url}/robots.txt`);
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    expect(await robots.text()).toContain('Disallow: /admin');
    await page.context().close();
  });
});
