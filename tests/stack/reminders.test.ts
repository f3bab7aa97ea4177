import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey, REMINDER_MESSAGES, ReminderPush, ReminderSettings } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { eventually } from '../support/eventually';
import { finishedGame, GameOutboxes, reportAndApply } from '../support/game-events';
import { Browserish } from '../support/http';
import { sleep } from '../support/processes';
import {
  reminderTimeDueNow,
  remindersThrough,
  startPushService,
  type PushServiceStandIn,
} from '../support/push-service';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

/** A zone far from the test machine's and Chicago's, a quarter-hour off UTC. */
const TIME_ZONE = 'Asia/Kathmandu';

/**
 * Streak reminders through the gateway, as a browser asks for them, with the leaderboard's own
 * sweep sending them to a stand-in push service in real time. The sweep across days and clock
 * changes, at instants a test picks, is services/leaderboard/test/reminders.test.ts.
 */
describe.each(TOPOLOGIES)('Streak reminders through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let push: PushServiceStandIn;
  let games: GameOutboxes;
  let leaderboardDb: Knex;
  const today = dayKey();

  beforeAll(async () => {
    push = await startPushService();
    stack = await startStack({
      env: {
        SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
        ...remindersThrough(push),
      },
    });
    games = new GameOutboxes(stack.databaseUrl);
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
  });

  afterAll(async () => {
    await games?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
    await push?.stop();
  });

  /** A player with a two-day Wordree streak, who has (or not) played today too. */
  async function streaker(playedToday: boolean) {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `streak-${randomUUID()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Sam',
      lastName: 'Streak',
    });
    const days = [addDays(today, -2), addDays(today, -1), ...(playedToday ? [today] : [])];
    await reportAndApply(
      games,
      leaderboardDb,
      ...days.map((day) => finishedGame({ game: 'wordree', playerId: user.id, day })),
    );
    return { tab, userId: user.id };
  }

  async function settingsOf(tab: Browserish) {
    const res = await tab.get('/api/reminders');
    expect(res.status, res.text).toBe(200);
    return ReminderSettings.strict().parse(res.json);
  }

  /** Asks for reminders at the minute it is now: the first is due at once. */
  async function remindNow(tab: Browserish) {
    const subscription = push.subscribe();
    const body = {
      localTime: await reminderTimeDueNow(TIME_ZONE),
      timeZone: TIME_ZONE,
      subscription,
    };
    const res = await tab.post('/api/reminders', body);
    expect(res.status, res.text).toBe(200);
    return { subscription, settings: ReminderSettings.strict().parse(res.json) };
  }

  const pushesTo = (endpoint: string) =>
    push.received.filter((message) => message.endpoint === endpoint);

  it('sends a reminder at the chosen time to a player whose streak is at risk, once', async () => {
    const { tab } = await streaker(false);
    const before = await settingsOf(tab);
    expect(before.schedule).toBeNull();
    expect(Buffer.from(before.publicKey!, 'base64url')).toHaveLength(65);

    const { subscription, settings } = await remindNow(tab);
    expect(settings).toEqual({
      publicKey: before.publicKey,
      schedule: { localTime: expect.any(String), timeZone: TIME_ZONE },
      endpoints: [subscription.endpoint],
    });
    const received = await eventually(
      async () => pushesTo(subscription.endpoint),
      (messages) => messages.length > 0,
    );
    expect(received.map((message) => ReminderPush.parse(message.payload).title)).toEqual([
      'Keep your 2-day Wordree streak',
    ]);
    expect(received[0]!.vapid.publicKey).toBe(before.publicKey);
    // The sweep runs every second: still one, the day is done.
    await sleep(2_500);
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
  });

  it('sends none once the day’s games are done', async () => {
    const { tab, userId } = await streaker(true);
    const { subscription } = await remindNow(tab);
    // The sweep looked at it (its day is done) and sent nothing.
    const swept = await eventually(
      () => leaderboardDb('reminder_schedules').where({ player_id: userId }).first(),
      (row: { last_sent_local_day: string | null } | undefined) => !!row?.last_sent_local_day,
    );
    expect(swept?.last_sent_local_day).toBeTruthy();
    expect(pushesTo(subscription.endpoint)).toEqual([]);
  });

  it('stops with one tap from the notification, signed in or not, and from the profile', async () => {
    const { tab } = await streaker(false);
    const { subscription } = await remindNow(tab);
    const stranger = new Browserish(stack.url);
    const stop = () =>
      stranger.post('/api/reminders/unsubscribe', { endpoint: subscription.endpoint });
    expect((await stop()).status).toBe(204);
    expect(await stop()).toMatchObject({
      status: 404,
      json: { message: REMINDER_MESSAGES.notFound },
    });
    // The player's last browser gone, so is the reminder.
    expect(await settingsOf(tab)).toMatchObject({ schedule: null, endpoints: [] });

    await remindNow(tab);
    expect((await tab.post('/api/reminders/stop', {})).status).toBe(204);
    expect(await settingsOf(tab)).toMatchObject({ schedule: null, endpoints: [] });
  });

  it('answers bad requests with a message and changes nothing', async () => {
    const guest = new Browserish(stack.url);
    expect(await guest.get('/api/reminders')).toMatchObject({
      status: 401,
      json: { message: REMINDER_MESSAGES.signIn },
    });
    const { tab } = await streaker(false);
    const good = { localTime: '19:00', timeZone: TIME_ZONE, subscription: push.subscribe() };
    const cases: [object, string][] = [
      [{ ...good, localTime: '25:00' }, REMINDER_MESSAGES.badTime],
      [{ ...good, timeZone: 'Mars/Olympus_Mons' }, REMINDER_MESSAGES.badTimeZone],
      [
        { ...good, subscription: { ...good.subscription, endpoint: 'https://evil.example/x' } },
        REMINDER_MESSAGES.pushService,
      ],
      [
        { ...good, subscription: { ...good.subscription, keys: { p256dh: 'short', auth: 'x' } } },
        "p256dh is not a browser's push key",
      ],
    ];
    for (const [body, message] of cases) {
      expect(await tab.post('/api/reminders', body), JSON.stringify(body)).toMatchObject({
        status: 400,
        json: { message },
      });
    }
    expect(await guest.post('/api/reminders', good)).toMatchObject({ status: 401 });
    expect(await settingsOf(tab)).toMatchObject({ schedule: null, endpoints: [] });
  });
});
