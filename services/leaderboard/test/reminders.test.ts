import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, randomSecret } from '@hub/kit';
import type { GameType } from '@hub/proto';
import { finishedGame } from '../../../tests/support/game-events';
import {
  startPushService,
  type PushServiceStandIn,
  type TestSubscription,
} from '../../../tests/support/push-service';
import { reminderConfigOf, LeaderboardEnv, type ReminderConfig } from '../src/config';
import { remindersOf } from '../src/db/reminders.repository';
import { webPushSender } from '../src/reminders/push-sender';
import { setReminder } from '../src/reminders/subscriptions';
import { MAX_PUSH_FAILURES, sweepReminders } from '../src/reminders/sweep';
import { startProgressHarness, type ProgressHarness } from './harness';

/**
 * The reminder sweep against a stand-in push service, at instants the test picks: across local
 * days and clock changes, exactly the expected reminders arrive, encrypted for each browser and
 * signed with the site's VAPID key, and gone or failing browsers are dropped.
 */
describe('streak reminders: the sweep', () => {
  let harness: ProgressHarness;
  let push: PushServiceStandIn;
  let config: ReminderConfig;
  const logger = createLogger('reminders-test', 'silent');

  beforeAll(async () => {
    [harness, push] = await Promise.all([startProgressHarness(), startPushService()]);
    config = reminderConfigOf(
      LeaderboardEnv.parse({
        VAPID_PRIVATE_KEY: randomSecret(),
        VAPID_SUBJECT: 'mailto:ops@puzzles.test',
        PUSH_SERVICE_ORIGINS: push.origin,
      }),
    );
  });

  afterAll(async () => {
    await push?.stop();
    await harness?.stop();
  });

  const sweep = (iso: string) =>
    sweepReminders({ db: harness.db, send: webPushSender(config.vapid!), logger }, new Date(iso));

  /** Titles received since the last call, per subscription, in order. */
  let seen = 0;
  function newPushes() {
    const fresh = push.received.slice(seen);
    seen = push.received.length;
    return fresh.map((message) => ({
      endpoint: message.endpoint,
      title: (message.payload as { title: string }).title,
    }));
  }

  async function play(playerId: string, game: GameType, ...days: string[]) {
    await harness.play(...days.map((day) => finishedGame({ game, playerId, day })));
  }

  async function optIn(
    playerId: string,
    localTime: string,
    timeZone: string,
    at: string,
    subscription: TestSubscription = push.subscribe(),
  ) {
    await setReminder(harness.db, playerId, { localTime, timeZone }, subscription, new Date(at));
    return subscription;
  }

  it('reminds once a local day at the chosen time, across a day change and a DST change', async () => {
    const ann = randomUUID();
    await play(ann, 'wordree', '2026-10-21', '2026-10-22');
    // 19:00 in Paris: 17:00 UTC in summer time, 18:00 UTC once the clocks go back (Oct 25).
    const phone = await optIn(ann, '19:00', 'Europe/Paris', '2026-10-23T10:00:00Z');

    expect((await sweep('2026-10-23T16:59:00Z')).reminded).toBe(0);
    await sweep('2026-10-23T17:00:00Z');
    expect(newPushes()).toEqual([
      { endpoint: phone.endpoint, title: 'Keep your 2-day Wordree streak' },
    ]);
    // Not twice the same local day, however often the sweep runs.
    await sweep('2026-10-23T17:01:00Z');
    await sweep('2026-10-23T21:59:00Z');
    expect(newPushes()).toEqual([]);

    // The day changes: she played on the 23rd (Chicago), not yet on the 24th.
    await play(ann, 'wordree', '2026-10-23');
    await sweep('2026-10-24T16:59:00Z');
    expect(newPushes()).toEqual([]);
    await sweep('2026-10-24T17:00:00Z');
    expect(newPushes()).toEqual([
      { endpoint: phone.endpoint, title: 'Keep your 3-day Wordree streak' },
    ]);

    // The clocks go back overnight: 19:00 is an hour later in UTC, and 17:00 UTC is 18:00 there.
    await play(ann, 'wordree', '2026-10-24');
    await sweep('2026-10-25T17:00:00Z');
    await sweep('2026-10-25T17:59:00Z');
    expect(newPushes()).toEqual([]);
    await sweep('2026-10-25T18:00:00Z');
    expect(newPushes()).toEqual([
      { endpoint: phone.endpoint, title: 'Keep your 4-day Wordree streak' },
    ]);

    // Played before the time: the day's games are done, and nothing goes out.
    await play(ann, 'wordree', '2026-10-25', '2026-10-26');
    expect(await sweep('2026-10-26T18:00:00Z')).toMatchObject({ reminded: 0, quiet: 1 });
    expect(newPushes()).toEqual([]);
  });

  it('sends a time the clock skips at the first minute after it (spring forward)', async () => {
    const dan = randomUUID();
    await play(dan, 'jotto', '2027-03-12', '2027-03-13');
    await play(dan, 'bloom', '2027-03-13');
    const laptop = await optIn(dan, '02:30', 'America/Chicago', '2027-03-13T20:00:00Z');
    // 2027-03-14 in Chicago: 02:00 CST becomes 03:00 CDT, at 08:00 UTC.
    await sweep('2027-03-14T07:59:00Z');
    expect(newPushes()).toEqual([]);
    await sweep('2027-03-14T08:00:00Z');
    expect(newPushes()).toEqual([{ endpoint: laptop.endpoint, title: 'Keep your streaks going' }]);
  });

  it('sends what the browser can read, signed by the site, living until the puzzles change', async () => {
    const message = push.received.at(-1)!;
    expect(message.payload).toEqual({
      title: 'Keep your streaks going',
      body: "Jotto (2 days) and Bloom (1 day) are still to play today. Today's puzzles close at 00:00 tomorrow, your time.",
      url: '/',
      games: ['jotto', 'bloom'],
    });
    expect(message.vapid).toMatchObject({
      aud: push.origin,
      sub: 'mailto:ops@puzzles.test',
      publicKey: config.vapid!.publicKey,
    });
    // 03:00 CDT: 21 hours until midnight in Chicago.
    expect(message.ttl).toBe(21 * 3600);
    expect(message).toMatchObject({ urgency: 'normal', topic: 'streak-reminder' });
  });

  it('drops a browser that is gone at once, and one that keeps failing after a few tries', async () => {
    const eve = randomUUID();
    await play(eve, 'bloom', '2026-12-01', '2026-12-02');
    const gone = await optIn(eve, '09:00', 'UTC', '2026-12-03T08:00:00Z');
    const phone = await optIn(eve, '09:00', 'UTC', '2026-12-03T08:00:00Z');
    gone.answer(410);
    await sweep('2026-12-03T09:00:00Z');
    expect(newPushes()).toEqual([
      { endpoint: phone.endpoint, title: 'Keep your 2-day Bloom streak' },
    ]);
    expect((await remindersOf(harness.db, eve))?.endpoints).toEqual([phone.endpoint]);

    // A push service that is down: tried again after a while, then given up on.
    await play(eve, 'bloom', '2026-12-03');
    phone.answer(503);
    let at = new Date('2026-12-04T09:00:00Z').getTime();
    for (let attempt = 1; attempt <= MAX_PUSH_FAILURES; attempt += 1) {
      expect(await remindersOf(harness.db, eve), `before attempt ${attempt}`).not.toBeNull();
      await sweep(new Date(at).toISOString());
      at += 5 * 60_000;
    }
    const failed = push.refused.filter((refusal) => refusal.endpoint === phone.endpoint);
    expect(failed).toHaveLength(MAX_PUSH_FAILURES);
    // Her last browser gone, her reminder is too.
    expect(await remindersOf(harness.db, eve)).toBeNull();
    expect(newPushes()).toEqual([]);
  });

  it('sweeps on one replica at a time: two sweeps at once send each reminder once', async () => {
    const players = Array.from({ length: 6 }, () => randomUUID());
    for (const player of players) {
      await play(player, 'jotto', '2026-12-09');
      await optIn(player, '12:00', 'Asia/Kathmandu', '2026-12-10T00:00:00Z');
    }
    // 12:00 in Kathmandu (+05:45) is 06:15 UTC.
    const results = await Promise.all([
      sweep('2026-12-10T06:15:00Z'),
      sweep('2026-12-10T06:15:00Z'),
    ]);
    expect(results.map((result) => result.reminded).sort()).toEqual([0, 6]);
    expect(newPushes()).toHaveLength(6);
  });
});
