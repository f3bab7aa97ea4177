import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNatsUrl } from '@hub/kit/testing';
import { subjects, type PlayerLinkedEvent, type PlayerProfileEvent } from '@hub/proto';
import { finishedGame } from '../../../tests/support/game-events';
import { eventually, startProgressHarness, type ProgressHarness } from './harness';

let harness: ProgressHarness;
let nc: NatsConnection;
beforeAll(async () => {
  harness = await startProgressHarness();
  nc = await connect({ servers: testNatsUrl() });
});
afterAll(async () => {
  await nc?.close();
  await harness?.stop();
});

const isApplied = (eventId: string) => async () =>
  harness.db('processed_events').first().where({ event_id: eventId });

/** Publishes as auth's relay does: JetStream keeps one copy per event id. */
async function link(guestId: string, userId: string): Promise<PlayerLinkedEvent> {
  const event = { eventId: randomUUID(), guestId, userId, linkedAt: new Date().toISOString() };
  await harness.transport.publish(subjects.playerLinked, event.eventId, event);
  await eventually('the link to be applied', isApplied(event.eventId));
  return event;
}

async function stateOf(playerId: string) {
  const [stats, points, unlocks, players] = await Promise.all([
    harness.db('game_stats').where({ player_id: playerId }).orderBy('game'),
    harness.db('daily_points').where({ player_id: playerId }).orderBy(['game', 'day']),
    harness
      .db('achievement_unlocks')
      .join('achievements', 'achievements.id', 'achievement_unlocks.achievement_id')
      .select('code', 'unlocked_at')
      .where({ player_id: playerId })
      .orderBy('code'),
    harness.db('players').where({ player_id: playerId }),
  ]);
  return { stats, points, unlocks, players };
}

describe('a guest signing in', () => {
  it("merges the guest's progress into the account", async () => {
    const guestId = `guest-${randomUUID()}`;
    const userId = `user-${randomUUID()}`;
    await harness.play(
      finishedGame({ playerId: guestId, game: 'jotto', day: '2025-05-01', score: 300 }),
      finishedGame({ playerId: guestId, game: 'jotto', day: '2025-05-02', score: 200 }),
      finishedGame({ playerId: guestId, game: 'bloom', day: '2025-05-02', hintsUsed: 0 }),
    );
    await harness.play(
      finishedGame({ playerId: userId, userId, game: 'jotto', day: '2025-05-02', score: 50 }),
      finishedGame({ playerId: userId, userId, game: 'jotto', day: '2025-05-03', score: 70 }),
    );
    const before = await stateOf(guestId);
    expect(before.unlocks.map((u) => u.code)).toContain('bloom_no_hints');

    const linked = await link(guestId, userId);

    const account = await stateOf(userId);
    expect(account.stats).toEqual([
      expect.objectContaining({ game: 'bloom', games_played: 1, streak: 1, longest_streak: 1 }),
      // Days 1, 2 (both played it) and 3: counted once each, making a 3-day streak.
      expect.objectContaining({
        game: 'jotto',
        games_played: 4,
        streak: 3,
        longest_streak: 3,
        last_played_day: '2025-05-03',
      }),
    ]);
    expect(account.points.map((p) => [p.game, p.day, Number(p.points)])).toEqual([
      ['bloom', '2025-05-02', 100],
      ['jotto', '2025-05-01', 300],
      ['jotto', '2025-05-02', 250],
      ['jotto', '2025-05-03', 70],
    ]);
    const unlocked = Object.fromEntries(
      account.unlocks.map((u) => [u.code, (u.unlocked_at as Date).toISOString()]),
    );
    // Both had first_jotto: the earlier (the guest's) date is kept.
    expect(unlocked.first_jotto).toBe(
      before.unlocks.find((u) => u.code === 'first_jotto')?.unlocked_at.toISOString(),
    );
    expect(unlocked).toHaveProperty('bloom_no_hints');
    // The union made a streak neither had: unlocked now, and announced.
    expect(unlocked.streak_3).toBe(linked.linkedAt);
    const announced = await harness
      .db('outbox')
      .where({ subject: subjects.achievementUnlocked })
      .whereRaw("payload->>'playerId' = ? AND payload->>'code' = 'streak_3'", [userId]);
    expect(announced).toHaveLength(1);
    expect(account.players).toEqual([expect.objectContaining({ is_guest: false })]);

    const guest = await stateOf(guestId);
    expect(guest).toEqual({ stats: [], points: [], unlocks: [], players: [] });

    // A copy of the link event, delivered again, changes nothing.
    await nc
      .jetstream()
      .publish(`${harness.namespace}.${subjects.playerLinked}`, JSONCodec().encode(linked), {
        msgID: randomUUID(),
      });
    await eventually(
      'the copy to be delivered',
      async () =>
        harness.deliveries.filter(
          (d) =>
            d.subject === subjects.playerLinked &&
            (d.payload as PlayerLinkedEvent).eventId === linked.eventId,
        ).length >= 2,
    );
    expect(await stateOf(userId)).toEqual(account);
  });

  it("credits the account with the guest's games that arrive after the link", async () => {
    const guestId = `guest-${randomUUID()}`;
    const userId = `user-${randomUUID()}`;
    await link(guestId, userId);
    await harness.play(finishedGame({ playerId: guestId, game: 'wordree', score: 260 }));

    const account = await stateOf(userId);
    expect(account.stats).toEqual([expect.objectContaining({ game: 'wordree', games_played: 1 })]);
    expect(account.unlocks.map((u) => u.code)).toEqual(['first_wordree', 'wordree_250']);
    expect((await stateOf(guestId)).stats).toEqual([]);
  });
});

describe('player.profile', () => {
  it('keeps the newest name whatever order the events come in', async () => {
    const userId = `user-${randomUUID()}`;
    const profile = (displayName: string, updatedAt: string): PlayerProfileEvent => ({
      eventId: randomUUID(),
      userId,
      displayName,
      verified: false,
      updatedAt,
    });
    const newer = profile('Ada L.', '2025-06-02T10:00:00.000Z');
    const older = profile('Ada', '2025-06-01T10:00:00.000Z');
    for (const event of [newer, older]) {
      await harness.transport.publish(subjects.playerProfile, event.eventId, event);
      await eventually('the profile to be applied', isApplied(event.eventId));
    }
    expect(await harness.db('players').where({ player_id: userId })).toEqual([
      expect.objectContaining({ is_guest: false, display_name: 'Ada L.' }),
    ]);
  });
});
