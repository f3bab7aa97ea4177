/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey, ReminderPush, ReminderSettings } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import {
  answerCookieBanner,
  checkEachScheme,
  hasChromium,
  launchChromium,
  screenshot,
  VIEWPORTS,
} from '../support/browser';
import { eventually } from '../support/eventually';
import { finishedGame, GameOutboxes, reportAndApply } from '../support/game-events';
import {
  reminderTimeDueNow,
  remindersThrough,
  startPushService,
  type PushServiceStandIn,
} from '../support/push-service';
import { startTestStack, type TestStack } from '../support/stack';

const TIME_ZONE = 'Europe/Paris';

/**
 * Issue 36 point 2 in the browser: a player with a streak turns reminders on from the profile;
 * the leaderboard's sweep pushes one to the stand-in push service at the time she chose; her
 * service worker shows it; she turns them off. Chromium here cannot reach a real push service
 * (FCM), so the page's PushManager hands out a subscription of the stand-in instead, and the
 * message the stand-in decrypted reaches the service worker through DevTools, as a push would.
 */
describe.skipIf(!hasChromium)('streak reminders in the browser', () => {
  let stack: TestStack;
  let push: PushServiceStandIn;
  let browser: Browser;
  let games: GameOutboxes;
  let leaderboardDb: Knex;

  beforeAll(async () => {
    push = await startPushService();
    stack = await startTestStack({
      env: {
        SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
        ...remindersThrough(push),
      },
    });
    games = new GameOutboxes(stack.databaseUrl);
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await games?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
    await push?.stop();
  });

  /** A signed-in player with a two-day Bloom streak and today's Bloom not played. */
  async function streaker(viewport: keyof typeof VIEWPORTS) {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: stack.url,
      reducedMotion: 'reduce',
      timezoneId: TIME_ZONE,
      locale: 'en-GB',
    });
    await context.grantPermissions(['notifications']);
    await answerCookieBanner(context, true);
    const user = await signUpVerified(stack, context, {
      email: `rita-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Rita',
      lastName: 'Mind',
    });
    const today = dayKey();
    await reportAndApply(
      games,
      leaderboardDb,
      ...[addDays(today, -2), addDays(today, -1)].map((day) =>
        finishedGame({ game: 'bloom', playerId: user.id, day }),
      ),
    );
    const subscription = push.subscribe();
    await context.addInitScript(standInPushManager, {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    return { context, page: await context.newPage(), subscription };
  }

  /** The reminders' card in both themes, each checked by axe and shot. */
  const look = (page: Page, name: string) =>
    checkEachScheme(page, name, {
      audit: name,
      of: page.getByRole('region', { name: 'Streak reminders' }),
    });

  const switchOf = (page: Page) =>
    page.getByRole('switch', { name: 'Remind me when my streak is at risk' });

  async function settingsOf(context: BrowserContext) {
    const res = await context.request.get('/api/reminders');
    return ReminderSettings.parse(await res.json());
  }

  it('turns reminders on, shows the one the sweep sends, and turns them off', async () => {
    const { context, page, subscription } = await streaker('mobile');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await expect.poll(() => switchOf(page).getAttribute('aria-checked')).toBe('false');
    await page.getByText('Off for this device').waitFor();
    await look(page, 'mobile-reminders-off');

    await page.getByLabel('Time of day').fill(await reminderTimeDueNow(TIME_ZONE));
    await switchOf(page).click();
    await page.getByText('On for this device').waitFor();
    expect(await settingsOf(context)).toMatchObject({
      schedule: { timeZone: TIME_ZONE },
      endpoints: [subscription.endpoint],
    });

    const [message] = await eventually(
      async () => push.received.filter((pushed) => pushed.endpoint === subscription.endpoint),
      (pushed) => pushed.length > 0,
    );
    const reminder = ReminderPush.parse(message!.payload);
    expect(reminder).toMatchObject({ title: 'Keep your 2-day Bloom streak', url: '/game/bloom' });

    await deliverPush(context, page, JSON.stringify(reminder));
    const shown = await eventually(
      () => page.evaluate(notificationsShown),
      (notifications) => notifications.length > 0,
    );
    expect(shown).toEqual([
      {
        title: reminder.title,
        body: reminder.body,
        tag: 'streak-reminder',
        actions: ['Stop reminders'],
      },
    ]);
    await look(page, 'mobile-reminders-on');

    await switchOf(page).click();
    await page.getByText('Off for this device').waitFor();
    expect(await settingsOf(context)).toMatchObject({ schedule: null, endpoints: [] });
    await context.close();
  });

  it('reads the same on a desktop, and says when notifications are blocked', async () => {
    const { context, page } = await streaker('desktop');
    await page.goto('/profile');
    await switchOf(page).waitFor();
    await look(page, 'desktop-reminders-off');
    await screenshot(page, 'desktop-profile-with-reminders');

    // A player who said no: DevTools can grant the permission but not refuse it.
    await context.addInitScript(() =>
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' }),
    );
    await page.reload();
    await page.getByText('Notifications are blocked').waitFor();
    await look(page, 'desktop-reminders-blocked');
    await context.close();
  });
});

/**
 * Runs in the page before its scripts: the browser's PushManager, as Chromium's would be with a
 * push service it can reach, subscribed at the stand-in instead of FCM.
 */
function standInPushManager(given: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  let subscribed: PushSubscription | null = null;
  const make = (key: BufferSource | string | null | undefined): PushSubscription => {
    const subscription = {
      endpoint: given.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key ?? null },
      getKey: () => null,
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => {
        subscribed = null;
        return true;
      },
    };
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options) {
    const key = options?.applicationServerKey;
    const bytes =
      typeof key === 'string' ? null : key instanceof ArrayBuffer ? key : (key?.buffer ?? null);
    subscribed = make(bytes as ArrayBuffer | null);
    return subscribed;
  };
  PushManager.prototype.getSubscription = async function () {
    return subscribed;
  };
}

/** What the service worker's registration shows, as a player would see it. */
async function notificationsShown() {
  const registration = await navigator.serviceWorker.ready;
  const notifications = await registration.getNotifications();
  return notifications.map((notification) => ({
    title: notification.title,
    body: notification.body,
    tag: notification.tag,
    actions: ((notification as unknown as { actions: { title: string }[] }).actions ?? []).map(
      (action) => action.title,
    ),
  }));
}

/** A push message to the page's service worker, through DevTools, as its push service would. */
async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registrationId = await eventually(
    async () => registrations.get(`${origin}/`),
    (id) => id !== undefined,
  );
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrationId!,
    data,
  });
}
