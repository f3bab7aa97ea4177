import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { Achievement, dayKey, GameStat } from '@hub/proto';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';

/**
 * Jotto's events as the progress service (services/leaderboard) applies them. That service is
 * built in parallel: while it still answers 501 these tests are skipped, and say so.
 */
describe.each(TOPOLOGIES)('Jotto games in stats, streaks and achievements, %s', (_, startStack) => {
  let stack: TestStack;
  let db: Knex;

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'jotto');
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  async function player(name: string) {
    const tab = new Browserish(stack.url);
    await signUpVerified(stack, tab, {
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: name,
    });
    return tab;
  }

  it('counts a daily solve and a VS win for the winner, and the VS loss for the loser', async (context) => {
    const ann = await player('Ann');
    const bob = await player('Bob');
    if ((await ann.get('/api/user/stats')).status === 501) {
      context.skip('the progress service does not answer /api/user/stats yet');
    }

    // Ann solves the daily in one guess (the word read from the database, not the API).
    await ann.get('/api/jotto/daily');
    const { word } = await db('daily_puzzles').first('word').where({ day: dayKey() });
    expect((await ann.post('/api/jotto/daily/guess', { guess: word })).json.isCorrect).toBe(true);

    // Then wins a VS match against Bob on her first move.
    const { id } = (await ann.post('/api/jotto/match', { word: 'crane' })).json;
    await bob.post(`/api/jotto/match/${id}/word`, { word: 'pilot' });
    expect(
      (await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'pilot' })).json.isCorrect,
    ).toBe(true);

    const jottoStat = async (tab: Browserish) => {
      const stats = GameStat.array().parse((await tab.get('/api/user/stats')).json);
      return stats.find((stat) => stat.gameType === 'jotto');
    };
    const annStat = await eventually(
      () => jottoStat(ann),
      (stat) => stat?.gamesPlayed === 2,
    );
    expect(annStat).toMatchObject({ gamesPlayed: 2, currentStreak: 1, longestStreak: 1 });
    const bobStat = await eventually(
      () => jottoStat(bob),
      (stat) => stat?.gamesPlayed === 1,
    );
    expect(bobStat).toMatchObject({ gamesPlayed: 1, currentStreak: 1 });

    // First Jotto, a daily solved in at most 5 guesses, and a VS win; the loser only the first.
    const unlockedCodes = async (tab: Browserish) =>
      Achievement.array()
        .parse((await tab.get('/api/user/achievements')).json)
        .filter((achievement) => achievement.unlocked && achievement.unlockedAt !== null)
        .map((achievement) => achievement.code)
        .sort();
    const annCodes = await eventually(
      () => unlockedCodes(ann),
      (codes) => codes.length >= 3,
    );
    expect(annCodes).toEqual(['first_jotto', 'jotto_daily_five_guesses', 'jotto_vs_win']);
    const bobCodes = await eventually(
      () => unlockedCodes(bob),
      (codes) => codes.length >= 1,
    );
    expect(bobCodes).toEqual(['first_jotto']);
  });
});
