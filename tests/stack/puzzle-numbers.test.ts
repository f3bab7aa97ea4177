import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { addDays, dayKey, PuzzleNumbers } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { finishedGame, GameOutboxes, reportAndApply } from '../support/game-events';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const ADMIN_EMAIL = 'numbers-admin@example.com';

/** Issue 36 point 3: a puzzle's own numbers, from the finished games the leaderboard keeps. */
describe.each(TOPOLOGIES)("A puzzle's own numbers, %s", (_, startStack) => {
  let stack: TestStack;
  let games: GameOutboxes;
  let leaderboardDb: Knex;
  let admin: Browserish;
  const today = dayKey();
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    games = new GameOutboxes(stack.databaseUrl);
    leaderboardDb = createDb(stack.databaseUrl, 'leaderboard');
    admin = new Browserish(stack.url);
    await signUpVerified(stack, admin, { email: ADMIN_EMAIL, password: 'correct horse battery' });
  });

  afterAll(async () => {
    await games?.close();
    await leaderboardDb?.destroy();
    await stack?.stop();
  });

  it("counts who started each day's puzzle and its daily and archive games, for admins only", async () => {
    // Two players open today's daily: each start is the game's event, counted once a player.
    for (const tab of [new Browserish(stack.url), new Browserish(stack.url)]) {
      expect((await tab.get('/api/jotto/daily')).status).toBe(200);
      expect((await tab.get('/api/jotto/daily')).status).toBe(200);
    }
    const player = () => randomUUID();
    await reportAndApply(
      games,
      leaderboardDb,
      finishedGame({ playerId: player(), game: 'jotto', attempts: 8, timeTaken: 300, score: 700 }),
      finishedGame({
        playerId: player(),
        game: 'jotto',
        attempts: 4,
        timeTaken: 20,
        score: 950,
        ranked: false,
      }),
      finishedGame({
        playerId: player(),
        game: 'jotto',
        won: false,
        attempts: 20,
        timeTaken: 900,
        score: 0,
      }),
      // Yesterday's puzzle, played today in the archive, counts for yesterday.
      finishedGame({
        playerId: player(),
        game: 'jotto',
        mode: 'archive',
        puzzleDay: yesterday,
        attempts: 10,
        timeTaken: 400,
        score: 600,
      }),
      // Neither VS nor another game is a Jotto puzzle's.
      finishedGame({ playerId: player(), game: 'jotto', mode: 'vs', attempts: 3, score: 10 }),
      finishedGame({ playerId: player(), game: 'bloom', timeTaken: 100, hintsUsed: 2 }),
    );

    const numbersOf = async () => {
      const res = await admin.get(`/api/leaderboards/puzzles/jotto?from=${yesterday}`);
      expect(res.status, res.text).toBe(200);
      return PuzzleNumbers.strict().parse(res.json);
    };
    // The starts travel as events, a moment behind.
    const numbers = await eventually(numbersOf, (read) => read.days[0]?.started === 2);
    expect(numbers).toMatchObject({ game: 'jotto', from: yesterday, to: today });
    expect(numbers.days).toEqual([
      {
        day: today,
        difficulty: null,
        started: 2,
        finished: 3,
        daily: 3,
        archive: 0,
        solveRate: 0.667,
        seconds: { median: 160, low: 90, high: 230 },
        guesses: { median: 6, low: 5, high: 7 },
        score: { median: 700, low: 350, high: 825 },
        hinted: 0,
        hints: 0,
        unrankedShare: 0.333,
      },
      expect.objectContaining({ day: yesterday, finished: 1, daily: 0, archive: 1, solveRate: 1 }),
    ]);

    // Bloom's start carries the day's difficulty label: the day, and its label's summary, name it.
    const daily = await new Browserish(stack.url).get('/api/bloom/daily');
    expect(daily.status).toBe(200);
    const label: string = daily.json.difficulty;
    const bloom = await eventually(
      async () => PuzzleNumbers.parse((await admin.get('/api/leaderboards/puzzles/bloom')).json),
      (read) => read.days[0]?.started === 1,
    );
    expect(bloom.days).toHaveLength(30);
    expect(bloom.days[0]).toMatchObject({
      day: today,
      difficulty: label,
      started: 1,
      finished: 1,
      hinted: 1,
      hints: 2,
      guesses: null,
    });
    expect(bloom.byDifficulty).toEqual([
      {
        difficulty: label,
        days: 1,
        finished: 1,
        solveRate: 1,
        seconds: { median: 100, low: 100, high: 100 },
        guesses: null,
        score: { median: 100, low: 100, high: 100 },
      },
    ]);
  });

  it('refuses anyone else, and a range that runs backwards or names no game', async () => {
    const guest = new Browserish(stack.url);
    expect((await guest.get('/api/leaderboards/puzzles/jotto')).status).toBe(401);
    const player = new Browserish(stack.url);
    await signUpVerified(stack, player, {
      email: `p-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    });
    expect(await player.get('/api/leaderboards/puzzles/jotto')).toMatchObject({
      status: 403,
      json: { message: 'This area is for administrators only' },
    });
    expect(
      await admin.get(`/api/leaderboards/puzzles/jotto?from=${addDays(today, 2)}`),
    ).toMatchObject({ status: 400, json: { message: 'from must not come after to' } });
    expect((await admin.get('/api/leaderboards/puzzles/jotto?from=yesterday')).status).toBe(400);
    expect((await admin.get('/api/leaderboards/puzzles/chess')).status).toBe(400);
  });
});
