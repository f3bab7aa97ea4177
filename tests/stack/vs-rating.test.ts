import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { GameStat, Leaderboard, VS_RATING_PATH, VsRatingBoard } from '@hub/proto';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';

const MATCHES = 10;
/**
 * Ten straight wins over one opponent under plain Elo (start 1000, K 32) reach 1110. With the
 * pair damping (K / (1 + earlier results of the pair in 30 days)) they reach 1042; any farm of
 * ten stays under 1000 + 16 × H(10) ≈ 1047.
 */
const UNDAMPED_AFTER_TEN_WINS = 1110;
const DAMPED_BOUND = 1050;

/**
 * Issue 12, "Farmable leaderboards": one person with two verified accounts plays Jotto VS
 * against themselves, through the gateway, as often as they like.
 */
describe.each(TOPOLOGIES)('Jotto VS farming, %s', (_, startStack) => {
  let stack: TestStack;
  let db: Knex;

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'leaderboard');
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  async function player(name: string) {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: name,
    });
    return { tab, id: user.id };
  }

  /** A whole match: Ann creates it, Bob joins, Ann finds his word on her first move. */
  async function annBeatsBob(ann: Browserish, bob: Browserish) {
    const created = await ann.post('/api/jotto/match', { word: 'crane' });
    expect(created.status).toBe(201);
    const { id } = created.json as { id: string };
    expect((await bob.post(`/api/jotto/match/${id}/word`, { word: 'pilot' })).status).toBe(200);
    const win = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'pilot' });
    expect(win.json).toMatchObject({ isCorrect: true });
    return id;
  }

  it('gives no global points for VS wins, and a damped rating for winning against one account', async () => {
    const ann = await player('Ann');
    const bob = await player('Bob');
    const matchIds: string[] = [];
    for (let match = 0; match < MATCHES; match++) {
      matchIds.push(await annBeatsBob(ann.tab, bob.tab));
    }

    // Every match still counts as a game played, for both.
    const jottoGames = async (tab: Browserish) => {
      const stats = GameStat.array().parse((await tab.get('/api/user/stats')).json);
      return stats.find((stat) => stat.gameType === 'jotto')?.gamesPlayed;
    };
    expect(
      await eventually(
        () => jottoGames(ann.tab),
        (games) => games === MATCHES,
      ),
    ).toBe(MATCHES);
    expect(
      await eventually(
        () => jottoGames(bob.tab),
        (games) => games === MATCHES,
      ),
    ).toBe(MATCHES);

    // No global points: ten VS wins used to add 1000 each to the winner's jotto board.
    for (const period of ['today', 'all']) {
      const board = Leaderboard.parse(
        (await ann.tab.get(`/api/leaderboards/jotto?period=${period}`)).json,
      );
      expect(board.you, period).toBeNull();
      expect(board.notListed, period).toBeNull();
    }

    // Each match rated once (both players' events arrive; either may come first).
    const board = await eventually(
      async () => VsRatingBoard.parse((await ann.tab.get(VS_RATING_PATH)).json),
      (read) => read.you?.matches === MATCHES,
    );
    expect(board.you).toMatchObject({ displayName: 'Ann', matches: MATCHES, isYou: true });
    const annRating = board.you!.rating;
    expect(annRating).toBeGreaterThan(1000);
    expect(annRating).toBeLessThan(DAMPED_BOUND);
    expect(annRating).toBeLessThan(UNDAMPED_AFTER_TEN_WINS - 60);
    expect(annRating).toBe(1042);

    const bobBoard = VsRatingBoard.parse((await bob.tab.get(VS_RATING_PATH)).json);
    expect(bobBoard.you).toMatchObject({ displayName: 'Bob', matches: MATCHES, rating: 958 });
    expect(bobBoard.entries.find((entry) => entry.isYou)).toEqual(bobBoard.you);
    expect(bobBoard.entries.map((entry) => entry.displayName)).toEqual(
      expect.arrayContaining(['Ann', 'Bob']),
    );

    const results: { match_id: string; k: number }[] = await db('vs_results')
      .select('match_id', 'k')
      .whereIn('match_id', matchIds)
      .orderBy('finished_at');
    expect(results.map((row) => row.match_id).sort()).toEqual([...matchIds].sort());
    expect(results.map((row) => row.k)).toEqual(
      Array.from({ length: MATCHES }, (_, prior) => 32 / (1 + prior)),
    );
  });

  it('rates no match against an account without a verified e-mail (free throwaway opponents)', async () => {
    const ann = await player('Ann');
    const throwaway = new Browserish(stack.url);
    const email = `throwaway-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    expect((await throwaway.post('/api/auth/signup', { email, password })).status).toBe(201);
    const signIn = await throwaway.post('/api/auth/login', { email, password });
    expect(signIn.json.emailVerified).toBe(false);

    await annBeatsBob(ann.tab, throwaway);
    // The match counts as a game played, once the leaderboard has it; the rating stays put.
    const jottoGames = async () => {
      const stats = GameStat.array().parse((await ann.tab.get('/api/user/stats')).json);
      return stats.find((stat) => stat.gameType === 'jotto')?.gamesPlayed;
    };
    await eventually(jottoGames, (games) => games === 1);
    const board = VsRatingBoard.parse((await ann.tab.get(VS_RATING_PATH)).json);
    expect(board.you).toBeNull();
    expect(await db('vs_results').where({ winner_id: ann.id })).toEqual([]);
  });

  it('lists verified accounts only, and tells a guest nothing of its own', async () => {
    const guest = new Browserish(stack.url);
    const board = VsRatingBoard.parse((await guest.get(VS_RATING_PATH)).json);
    expect(board.you).toBeNull();
    expect(board.entries.every((entry) => !entry.isYou)).toBe(true);
  });
});
