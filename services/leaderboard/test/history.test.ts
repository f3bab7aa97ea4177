import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '@hub/proto';
import { finishedGame } from '../../../tests/support/game-events';
import { eventually, startProgressHarness, type ProgressHarness } from './harness';

let harness: ProgressHarness;
beforeAll(async () => {
  harness = await startProgressHarness();
});
afterAll(() => harness?.stop());

const unlockedCodes = async (playerId: string) =>
  (
    await harness
      .db('achievement_unlocks')
      .join('achievements', 'achievements.id', 'achievement_unlocks.achievement_id')
      .select('code')
      .where({ player_id: playerId })
  )
    .map((row: { code: string }) => row.code)
    .sort();

describe('archive play', () => {
  it('counts as a game and in the history, never as a day of a streak, points or a streak', async () => {
    const playerId = `user-${randomUUID()}`;
    const mine = { playerId, userId: playerId };
    // An archive game first of all: a count without a day played.
    const [archived] = await harness.play(
      finishedGame({
        ...mine,
        game: 'bloom',
        day: '2026-03-03',
        mode: 'archive',
        puzzleDay: '2026-02-14',
        won: true,
        hintsUsed: 0,
        timeTaken: 200,
        score: 900,
      }),
    );
    expect(await harness.db('game_stats').where({ player_id: playerId })).toEqual([
      expect.objectContaining({
        game: 'bloom',
        games_played: 1,
        streak: 0,
        longest_streak: 0,
        last_played_day: null,
      }),
    ]);
    expect(await harness.db('play_days').where({ player_id: playerId })).toEqual([]);
    expect(await harness.db('daily_points').where({ player_id: playerId })).toEqual([]);
    expect(await harness.db('game_results').where({ player_id: playerId })).toEqual([
      expect.objectContaining({
        event_id: archived!.eventId,
        game: 'bloom',
        day: '2026-03-03',
        mode: 'archive',
        puzzle_day: '2026-02-14',
        measure: 200,
      }),
    ]);
    // Not a streak achievement, but the game's own ones.
    expect(await unlockedCodes(playerId)).toEqual(['bloom_no_hints', 'first_bloom']);

    // Two dailies around the archive day: no 3-day streak, nor points for the archive game.
    await harness.play(
      finishedGame({ ...mine, game: 'bloom', day: '2026-03-02', score: 100 }),
      finishedGame({ ...mine, game: 'bloom', day: '2026-03-04', score: 100 }),
      finishedGame({ ...mine, game: 'bloom', day: '2026-03-03', mode: 'archive', score: 100 }),
    );
    const [stats] = await harness.db('game_stats').where({ player_id: playerId });
    expect(stats).toMatchObject({ games_played: 4, streak: 1, longest_streak: 1 });
    const points = await harness.db('daily_points').where({ player_id: playerId }).orderBy('day');
    expect(points.map((row) => [row.day, Number(row.points)])).toEqual([
      ['2026-03-02', 100],
      ['2026-03-04', 100],
    ]);
    expect(await unlockedCodes(playerId)).not.toContain('streak_3');
    expect(await harness.db('game_results').where({ player_id: playerId })).toHaveLength(4);
  });
});

describe('the history of results', () => {
  it("moves a guest's results to the account that signed in", async () => {
    const guestId = `guest-${randomUUID()}`;
    const userId = `user-${randomUUID()}`;
    await harness.play(
      finishedGame({ playerId: guestId, game: 'jotto', attempts: 9, won: true }),
      finishedGame({ playerId: userId, userId, game: 'jotto', attempts: 7, won: true }),
    );
    const event = { eventId: randomUUID(), guestId, userId, linkedAt: new Date().toISOString() };
    await harness.transport.publish(subjects.playerLinked, event.eventId, event);
    await eventually('the link to be applied', async () =>
      harness.db('processed_events').first().where({ event_id: event.eventId }),
    );
    // And a late event of the guest goes to the account as well.
    await harness.play(finishedGame({ playerId: guestId, game: 'jotto', attempts: 0, won: false }));

    expect(await harness.db('game_results').where({ player_id: guestId })).toEqual([]);
    const results = await harness.db('game_results').where({ player_id: userId });
    expect(results.map((row) => row.measure).sort()).toEqual([7, 9, null]);
  });
});
