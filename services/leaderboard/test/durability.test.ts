import { connect, JSONCodec, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNatsUrl } from '@hub/kit/testing';
import { GAME_TYPES, subjects, type GameFinishedEvent } from '@hub/proto';
import { finishedGame, type FinishedGame } from '../../../tests/support/game-events';
import { streakRecordOf } from '../src/domain/streaks';
import { eventually, startProgressHarness, type ProgressHarness } from './harness';

const PLAYERS = 50;
const EVENTS = 1_000;
const DUPLICATES = 150;
/** Three weeks around the spring-forward weekend (2025-03-09). */
const DAYS = Array.from({ length: 21 }, (_, index) =>
  new Date(Date.UTC(2025, 2, 1 + index)).toISOString().slice(0, 10),
);

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function generateGames(): FinishedGame[] {
  const next = random(20250309);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const players = Array.from({ length: PLAYERS }, (_, index) => ({
    playerId: `${index % 2 ? 'guest' : 'user'}-${index}-${randomUUID()}`,
    signedIn: index % 2 === 0,
  }));
  return Array.from({ length: EVENTS }, () => {
    const { playerId, signedIn } = pick(players);
    return finishedGame({
      playerId,
      ...(signedIn ? { userId: playerId } : {}),
      game: pick(GAME_TYPES),
      day: pick(DAYS),
      mode: pick(['daily', 'endless', 'vs']),
      won: next() < 0.6,
      score: Math.floor(next() * 1_100),
      attempts: 1 + Math.floor(next() * 9),
      timeTaken: Math.floor(next() * 600),
      hintsUsed: Math.floor(next() * 3),
    });
  });
}

/** What the stats must be, computed the plain way: count, sum, and the streak of the days. */
function expectedStats(games: readonly FinishedGame[]) {
  const byKey = new Map<string, { games: number; points: number; days: Set<string> }>();
  for (const game of games) {
    const key = `${game.playerId}|${game.game}`;
    const entry = byKey.get(key) ?? { games: 0, points: 0, days: new Set<string>() };
    entry.games += 1;
    // VS results move a rating, not points (and these name no opponent, so they rate nothing).
    if (game.mode !== 'vs') entry.points += game.score;
    entry.days.add(game.day);
    byKey.set(key, entry);
  }
  return [...byKey].map(([key, { games, points, days }]) => {
    // The streak rule, freezes and all, is the domain's (unit-tested there); here what matters
    // is that every event counted once.
    const { streak, longestStreak, lastPlayedDay } = streakRecordOf(days);
    const [playerId, game] = key.split('|');
    return { playerId, game, gamesPlayed: games, points, streak, longestStreak, lastPlayedDay };
  });
}

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

const appliedCount = async () => {
  const [row] = await harness
    .db('processed_events')
    .where({ consumer: 'leaderboard-games' })
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
};

describe('the progress consumer under restarts and redelivery', () => {
  it('applies 1,000 events for 50 players exactly once each', async () => {
    const games = generateGames();
    const events: GameFinishedEvent[] = [];
    const enqueueInBatches = async (batch: FinishedGame[]) => {
      for (let start = 0; start < batch.length; start += 50) {
        events.push(...(await harness.games.enqueue(...batch.slice(start, start + 50))));
      }
    };

    // First half, then stop the consumer while it is working through it.
    await enqueueInBatches(games.slice(0, EVENTS / 2));
    await eventually('a quarter of the events to be applied', async () => {
      return (await appliedCount()) >= EVENTS / 4;
    });
    await harness.stopService();
    const appliedWhileUp = await appliedCount();
    expect(appliedWhileUp).toBeLessThan(EVENTS);

    // The games keep reporting while the leaderboard is down; JetStream keeps it all.
    await enqueueInBatches(games.slice(EVENTS / 2));
    await harness.startService();

    // Copies of a slice, each under a message id of its own, so JetStream delivers them again.
    const duplicated = events.slice(100, 100 + DUPLICATES);
    const codec = JSONCodec();
    for (const event of duplicated) {
      await nc
        .jetstream()
        .publish(`${harness.namespace}.${subjects.gameFinished(event.game)}`, codec.encode(event), {
          msgID: randomUUID(),
        });
    }

    const ids = new Set(events.map((event) => event.eventId));
    const deliveriesOf = (eventId: string) =>
      harness.deliveries.filter(
        (delivery) => (delivery.payload as { eventId?: string }).eventId === eventId,
      ).length;
    await eventually(
      'every event and every copy to be delivered',
      async () =>
        (await appliedCount()) === EVENTS &&
        duplicated.every((event) => deliveriesOf(event.eventId) >= 2),
      60_000,
    );
    expect(ids.size).toBe(EVENTS);
    expect(harness.deliveries.length).toBeGreaterThanOrEqual(EVENTS + DUPLICATES);

    const stats: Array<{
      player_id: string;
      game: string;
      games_played: number;
      streak: number;
      longest_streak: number;
      last_played_day: string;
    }> = await harness.db('game_stats').select('*');
    const points: Array<{ player_id: string; game: string; points: string }> = await harness
      .db('daily_points')
      .select('player_id', 'game')
      .sum({ points: 'points' })
      .groupBy('player_id', 'game');
    const actual = stats.map((row) => ({
      playerId: row.player_id,
      game: row.game,
      gamesPlayed: row.games_played,
      points: Number(
        points.find((p) => p.player_id === row.player_id && p.game === row.game)?.points ?? 0,
      ),
      streak: row.streak,
      longestStreak: row.longest_streak,
      lastPlayedDay: row.last_played_day,
    }));
    const byKey = (a: { playerId?: string; game?: string }, b: typeof a) =>
      `${a.playerId}|${a.game}`.localeCompare(`${b.playerId}|${b.game}`);
    expect(actual.sort(byKey)).toEqual(expectedStats(games).sort(byKey));
    // And each in the history of results once.
    const [results] = await harness.db('game_results').count<{ count: string }[]>({ count: '*' });
    expect(Number(results?.count)).toBe(EVENTS);

    // Every unlock is stored once and announced once.
    const unlocks = await harness.db('achievement_unlocks').count<{ count: string }[]>({
      count: '*',
    });
    const announced = await harness
      .db('outbox')
      .where({ subject: subjects.achievementUnlocked })
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(announced[0]?.count)).toBe(Number(unlocks[0]?.count));
    const firsts = await harness
      .db('achievement_unlocks')
      .join('achievements', 'achievements.id', 'achievement_unlocks.achievement_id')
      .whereIn('achievements.code', ['first_wordree', 'first_jotto', 'first_bloom'])
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(firsts[0]?.count)).toBe(stats.length);
  }, 180_000);
});
