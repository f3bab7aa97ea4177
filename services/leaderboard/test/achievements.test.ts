import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AchievementUnlockedEvent, subjects } from '@hub/proto';
import { finishedGame, type FinishedGame } from '../../../tests/support/game-events';
import { ACHIEVEMENT_CODES, type AchievementCode } from '../src/domain/achievements';
import { eventually, startProgressHarness, type ProgressHarness } from './harness';

let harness: ProgressHarness;
beforeAll(async () => {
  harness = await startProgressHarness();
});
afterAll(() => harness?.stop());

const newPlayer = () => `user-${randomUUID()}`;

async function unlocksOf(playerId: string): Promise<Record<string, string>> {
  const rows: { code: string; unlocked_at: Date }[] = await harness
    .db('achievement_unlocks')
    .join('achievements', 'achievements.id', 'achievement_unlocks.achievement_id')
    .select('achievements.code', 'achievement_unlocks.unlocked_at')
    .where({ player_id: playerId });
  return Object.fromEntries(rows.map((row) => [row.code, row.unlocked_at.toISOString()]));
}

/** The achievements.unlocked events the leaderboard enqueued for the player. */
async function announcedFor(playerId: string): Promise<AchievementUnlockedEvent[]> {
  const rows: { payload: unknown }[] = await harness
    .db('outbox')
    .select('payload')
    .where({ subject: subjects.achievementUnlocked })
    .orderBy('id');
  return rows
    .map((row) => AchievementUnlockedEvent.parse(row.payload))
    .filter((event) => event.playerId === playerId);
}

interface Case {
  code: AchievementCode;
  /** Games that come close without meeting the condition. */
  notYet: Array<Partial<FinishedGame> & Pick<FinishedGame, 'game'>>;
  /** The first game that meets it. */
  meets: Partial<FinishedGame> & Pick<FinishedGame, 'game'>;
}

const CASES: Case[] = [
  {
    code: 'first_wordree',
    notYet: [{ game: 'jotto' }, { game: 'bloom' }],
    meets: { game: 'wordree', mode: 'endless', won: false, score: 10 },
  },
  {
    code: 'first_jotto',
    notYet: [{ game: 'wordree' }],
    meets: { game: 'jotto', won: false, attempts: 12 },
  },
  { code: 'first_bloom', notYet: [{ game: 'jotto' }], meets: { game: 'bloom', won: false } },
  {
    code: 'wordree_250',
    notYet: [
      { game: 'wordree', score: 249 },
      { game: 'jotto', score: 900 },
    ],
    meets: { game: 'wordree', score: 250 },
  },
  {
    code: 'wordree_500',
    notYet: [{ game: 'wordree', score: 499 }],
    meets: { game: 'wordree', score: 640 },
  },
  {
    code: 'wordree_1000',
    notYet: [{ game: 'wordree', score: 999 }],
    meets: { game: 'wordree', mode: 'endless', score: 1000 },
  },
  {
    code: 'jotto_daily_five_guesses',
    notYet: [
      { game: 'jotto', mode: 'daily', won: true, attempts: 6 },
      { game: 'jotto', mode: 'vs', won: true, attempts: 3 },
      { game: 'jotto', mode: 'daily', won: false, attempts: 4 },
    ],
    meets: { game: 'jotto', mode: 'daily', won: true, attempts: 5 },
  },
  {
    code: 'bloom_no_hints',
    notYet: [
      { game: 'bloom', won: true, hintsUsed: 2 },
      { game: 'bloom', won: false, hintsUsed: 0 },
    ],
    meets: { game: 'bloom', won: true, hintsUsed: 0, timeTaken: 300 },
  },
  {
    code: 'bloom_under_two_minutes',
    notYet: [
      { game: 'bloom', won: true, timeTaken: 120, hintsUsed: 1 },
      { game: 'bloom', won: false, timeTaken: 40, hintsUsed: 1 },
    ],
    meets: { game: 'bloom', won: true, timeTaken: 119, hintsUsed: 1 },
  },
  {
    code: 'jotto_vs_win',
    notYet: [
      { game: 'jotto', mode: 'vs', won: false },
      { game: 'jotto', mode: 'daily', won: true, attempts: 8 },
    ],
    meets: { game: 'jotto', mode: 'vs', won: true },
  },
];

describe('each achievement', () => {
  for (const { code, notYet, meets } of CASES) {
    it(`unlocks ${code} exactly when first met, once`, async () => {
      const playerId = newPlayer();
      // All on one day, so no streak achievement interferes.
      const day = '2025-06-10';
      for (const game of notYet) {
        await harness.play(finishedGame({ playerId, userId: playerId, day, ...game }));
        expect(await unlocksOf(playerId)).not.toHaveProperty(code);
      }
      const [first] = await harness.play(
        finishedGame({
          playerId,
          userId: playerId,
          day,
          finishedAt: '2025-06-10T20:00:00.000Z',
          ...meets,
        }),
      );
      expect((await unlocksOf(playerId))[code]).toBe(first!.finishedAt);
      await harness.play(
        finishedGame({
          playerId,
          userId: playerId,
          day,
          finishedAt: '2025-06-10T21:00:00.000Z',
          ...meets,
        }),
      );

      expect((await unlocksOf(playerId))[code]).toBe(first!.finishedAt);
      const announced = await announcedFor(playerId);
      expect(announced.filter((event) => event.code === code)).toEqual([
        expect.objectContaining({
          code,
          playerId,
          userId: playerId,
          unlockedAt: first!.finishedAt,
        }),
      ]);
    });
  }

  it('unlocks the 3-day and 7-day streaks on the third and seventh day in a row of one game', async () => {
    const playerId = newPlayer();
    const play = (game: FinishedGame['game'], day: string) =>
      harness.play(
        finishedGame({ playerId, userId: playerId, game, day, won: false, hintsUsed: 1 }),
      );
    // Three days in a row, but across games: no streak.
    await play('jotto', '2025-03-07');
    await play('bloom', '2025-03-08');
    await play('jotto', '2025-03-09');
    expect(await unlocksOf(playerId)).not.toHaveProperty('streak_3');
    // Bloom on the 9th and 10th (spring-forward weekend) makes 3 Bloom days: 8, 9, 10.
    await play('bloom', '2025-03-09');
    expect(await unlocksOf(playerId)).not.toHaveProperty('streak_3');
    const [third] = await play('bloom', '2025-03-10');
    expect((await unlocksOf(playerId)).streak_3).toBe(third!.finishedAt);

    for (const day of ['2025-03-11', '2025-03-12', '2025-03-13']) await play('bloom', day);
    expect(await unlocksOf(playerId)).not.toHaveProperty('streak_7');
    const [seventh] = await play('bloom', '2025-03-14');
    expect((await unlocksOf(playerId)).streak_7).toBe(seventh!.finishedAt);
    await play('bloom', '2025-03-15');

    const announced = await announcedFor(playerId);
    expect(
      announced.filter((event) => event.code.startsWith('streak_')).map((e) => e.code),
    ).toEqual(['streak_3', 'streak_7']);
  });

  it('covers all 12 achievements', () => {
    const tested = new Set([...CASES.map((c) => c.code), 'streak_3', 'streak_7']);
    expect([...tested].sort()).toEqual([...ACHIEVEMENT_CODES].sort());
  });

  it('publishes each unlock to the ACHIEVEMENTS stream through the outbox', async () => {
    const playerId = newPlayer();
    await harness.play(finishedGame({ playerId, userId: playerId, game: 'jotto', won: false }));
    await eventually('the unlock to be published', async () => {
      const [row] = await harness
        .db('outbox')
        .where({ subject: subjects.achievementUnlocked })
        .whereRaw("payload->>'playerId' = ?", [playerId])
        .whereNotNull('published_at');
      return row;
    });
  });
});
