import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  BloomDailyInfo,
  boardWithStarters,
  dayKey,
  GameStat,
  Leaderboard,
  STATS_HISTORY_PATH,
  StatsHistory,
  type GameType,
  type PlayedWord,
  type PuzzleTemplate,
} from '@hub/proto';
import { solveGarden } from '@hub/bloom/domain';
import { chainThrough } from '@hub/wordree/testing';
import { signUpVerified } from '../support/accounts';
import {
  finishedGame,
  GameOutboxes,
  reportAndApply,
  type FinishedGame,
} from '../support/game-events';
import { Browserish } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

/** Streak freezes, archive play and the history of results, through the gateway. */
let stack: TestStack;
let games: GameOutboxes;
let progressDb: Knex;
let jottoDb: Knex;

beforeAll(async () => {
  stack = await startTestStack();
  games = new GameOutboxes(stack.databaseUrl);
  progressDb = createDb(stack.databaseUrl, 'leaderboard');
  jottoDb = createDb(stack.databaseUrl, 'jotto');
});
afterAll(async () => {
  await games?.close();
  await progressDb?.destroy();
  await jottoDb?.destroy();
  await stack?.stop();
});

const today = dayKey();
const daysAgo = (days: number) => addDays(today, -days);

const play = (...finished: FinishedGame[]) => reportAndApply(games, progressDb, ...finished);

async function signUp(firstName: string, tab = new Browserish(stack.url)) {
  const user = await signUpVerified(stack, tab, {
    email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    firstName,
  });
  return { tab, userId: user.id };
}

async function statOf(tab: Browserish, game: GameType) {
  const res = await tab.get('/api/user/stats');
  expect(res.status).toBe(200);
  return GameStat.strict()
    .array()
    .parse(res.json)
    .find((stat) => stat.gameType === game)!;
}

async function historyOf(tab: Browserish) {
  const res = await tab.get(STATS_HISTORY_PATH);
  expect(res.status, res.text).toBe(200);
  return StatsHistory.strict().parse(res.json);
}

describe('streak freezes', () => {
  it('keeps a streak through a missed day with a freeze earned by 7 days played', async () => {
    const { tab, userId } = await signUp('Frosty');
    const mine = { playerId: userId, userId };
    const jottoOn = (day: string) => finishedGame({ ...mine, game: 'jotto', day, attempts: 9 });
    const week = [8, 7, 6, 5, 4, 3, 2].map(daysAgo);
    // Wordree, seven days to today: one freeze earned, none spent.
    await play(
      ...[6, 5, 4, 3, 2, 1, 0].map((ago) =>
        finishedGame({ ...mine, game: 'wordree', day: daysAgo(ago), score: 50 }),
      ),
    );
    expect(await statOf(tab, 'wordree')).toMatchObject({
      currentStreak: 7,
      longestStreak: 7,
      freezesHeld: 1,
      frozenDays: [],
    });

    // Jotto, seven days to two days ago, then nothing yesterday: the freeze earned on the
    // seventh day keeps the streak, and is spent.
    await play(...week.map(jottoOn));
    expect(await statOf(tab, 'jotto')).toEqual({
      gameType: 'jotto',
      gamesPlayed: 7,
      currentStreak: 7,
      longestStreak: 7,
      freezesHeld: 0,
      frozenDays: [daysAgo(1)],
    });

    // Played today: the streak goes on past the frozen day.
    await play(jottoOn(today));
    expect(await statOf(tab, 'jotto')).toMatchObject({
      gamesPlayed: 8,
      currentStreak: 8,
      longestStreak: 8,
      freezesHeld: 0,
      frozenDays: [daysAgo(1)],
    });

    // A late game for the frozen day makes it a day played, and gives the freeze back.
    await play(jottoOn(daysAgo(1)));
    expect(await statOf(tab, 'jotto')).toMatchObject({
      gamesPlayed: 9,
      currentStreak: 9,
      freezesHeld: 1,
      frozenDays: [],
    });
  });
});

describe('archive play', () => {
  it('counts as a game played and in the history, not for the streak or points', async () => {
    const { tab, userId } = await signUp('Archie');
    const mine = { playerId: userId, userId };
    await play(
      finishedGame({ ...mine, game: 'bloom', day: today, score: 500, timeTaken: 300 }),
      finishedGame({
        ...mine,
        game: 'bloom',
        day: daysAgo(1),
        mode: 'archive',
        puzzleDay: daysAgo(20),
        score: 800,
        timeTaken: 100,
        hintsUsed: 0,
      }),
      finishedGame({
        ...mine,
        game: 'bloom',
        day: today,
        mode: 'archive',
        puzzleDay: daysAgo(21),
        score: 700,
        timeTaken: 150,
        hintsUsed: 0,
      }),
    );
    // Three games, but yesterday's was archive play: a streak of today alone.
    expect(await statOf(tab, 'bloom')).toMatchObject({
      gamesPlayed: 3,
      currentStreak: 1,
      longestStreak: 1,
    });

    // Only the daily's points count for today.
    await expect
      .poll(
        async () => {
          const res = await tab.get('/api/leaderboards/bloom?period=week');
          return Leaderboard.parse(res.json).you?.points;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(500);

    // The history has all three.
    const bloom = (await historyOf(tab)).games.find((game) => game.gameType === 'bloom')!;
    expect(bloom.gamesByDay).toEqual([
      { day: daysAgo(1), games: 1 },
      { day: today, games: 2 },
    ]);
    // But only the daily's day counts for the streak.
    expect(bloom.playDays).toEqual([today]);
    expect(bloom.best).toBe(100);
    expect(bloom.trend[0]).toMatchObject({ days: 7, games: 3, average: 183.33 });
  });
});

describe('the history', () => {
  it('answers 401 with a message to a guest', async () => {
    const res = await new Browserish(stack.url).get(STATS_HISTORY_PATH);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: expect.stringMatching(/sign in/i) });
  });

  it('gives distributions, bests, days and trends of really finished games', async () => {
    const { tab: ann } = await signUp('Ann');
    const { tab: bob } = await signUp('Bob');

    // Ann solves today's Jotto in one guess (the word read from the database, not the API).
    await ann.get('/api/jotto/daily');
    const { word } = await jottoDb('daily_puzzles').first('word').where({ day: today });
    expect((await ann.post('/api/jotto/daily/guess', { guess: word })).json.isCorrect).toBe(true);

    // Then beats Bob at VS with her second guess; Bob, who lost, has no guesses to count.
    const { id } = (await ann.post('/api/jotto/match', { word: 'crane' })).json;
    await bob.post(`/api/jotto/match/${id}/word`, { word: 'pilot' });
    expect((await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'house' })).status).toBe(200);
    expect((await bob.post(`/api/jotto/match/${id}/guess`, { guess: 'about' })).status).toBe(200);
    const won = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'pilot' });
    expect(won.json.isCorrect).toBe(true);

    // Two Wordree chains: a long one and a single word.
    const long = await finishChain(ann, 300);
    const short = await finishChain(ann, 1);

    // And today's Bloom garden, solved.
    const seconds = await solveBloom(ann);

    const history = await eventuallyHistory(ann, (answer) =>
      answer.games.every((game) => game.gamesByDay.length > 0),
    );
    expect(history).toMatchObject({ to: today, from: addDays(today, -364) });
    const [wordree, jotto, bloom] = history.games;

    expect(jotto).toMatchObject({ gameType: 'jotto', measure: 'guesses', best: 1 });
    expect(jotto!.distribution[0]).toEqual({ from: 1, to: 5, count: 2 });
    expect(jotto!.distribution.slice(1).every((bucket) => bucket.count === 0)).toBe(true);
    expect(jotto!.gamesByDay).toEqual([{ day: today, games: 2 }]);
    expect(jotto!.trend).toEqual([
      { days: 7, games: 2, average: 1.5, previousGames: 0, previousAverage: null },
      { days: 30, games: 2, average: 1.5, previousGames: 0, previousAverage: null },
    ]);

    expect(wordree).toMatchObject({ gameType: 'wordree', measure: 'points' });
    expect(wordree!.best).toBe(long);
    const bucketOf = (points: number) =>
      wordree!.distribution.find(({ from, to }) => points >= from && (to === null || points <= to));
    expect(bucketOf(short)!.count).toBeGreaterThanOrEqual(1);
    expect(bucketOf(long)!.count).toBeGreaterThanOrEqual(1);
    expect(wordree!.distribution.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(2);
    expect(wordree!.trend[0]).toMatchObject({ games: 2, average: (long + short) / 2 });

    expect(bloom).toMatchObject({ gameType: 'bloom', measure: 'seconds', best: seconds });
    expect(bloom!.gamesByDay).toEqual([{ day: today, games: 1 }]);

    const bobsJotto = (
      await eventuallyHistory(bob, (answer) => answer.games[1]!.gamesByDay.length > 0)
    ).games[1]!;
    expect(bobsJotto.best).toBeNull();
    expect(bobsJotto.distribution.every((bucket) => bucket.count === 0)).toBe(true);
    expect(bobsJotto.trend[0]).toMatchObject({ games: 1, average: null });
  });
});

async function eventuallyHistory(tab: Browserish, done: (history: StatsHistory) => boolean) {
  let last: StatsHistory | undefined;
  await expect
    .poll(
      async () => {
        last = await historyOf(tab);
        return done(last);
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return last!;
}

/** Plays a Wordree endless chain worth at least `points` and finishes it; answers its score. */
async function finishChain(tab: Browserish, points: number): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const puzzle: PuzzleTemplate = (await tab.get('/api/puzzle-templates/random?difficulty=hard'))
      .json;
    const chain: PlayedWord[] = [];
    for (const word of chainThrough(puzzle, false)) {
      chain.push(word);
      if (chain.reduce((sum, played) => sum + played.points, 0) >= points) break;
    }
    if (chain.reduce((sum, played) => sum + played.points, 0) < points) continue;
    const [first, ...rest] = chain;
    const started = await tab.post('/api/games', { templateId: puzzle.id, path: first!.path });
    expect(started.status, started.text).toBe(201);
    for (const word of rest) {
      const added = await tab.post(`/api/games/${started.json.id}/words`, { path: word.path });
      expect(added.status, added.text).toBe(200);
    }
    const finished = await tab.post(`/api/games/${started.json.id}/finish`);
    expect(finished.status, finished.text).toBe(200);
    return finished.json.score as number;
  }
  throw new Error(`No hard puzzle holds a chain worth ${points}`);
}

/** Solves today's Bloom garden as a player would (one save, then the score); answers its seconds. */
async function solveBloom(tab: Browserish): Promise<number> {
  const info = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
  const solution = solveGarden(info.starters, info.clues)!;
  const board = boardWithStarters(info.starters);
  board[0] = [...solution[0]!];
  const saved = await tab.post('/api/bloom/state/save', {
    mode: 'daily',
    dailyPuzzleId: info.id,
    board,
    timeElapsed: 5,
    hintsUsed: 0,
    completed: false,
  });
  expect(saved.status, saved.text).toBeLessThan(300);
  const scored = await tab.post('/api/bloom/score', {
    timeTaken: 1,
    hintsUsed: 0,
    board: solution,
  });
  expect(scored.status, scored.text).toBe(201);
  return scored.json.timeTaken as number;
}
