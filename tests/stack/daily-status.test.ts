// The hub's cards ask each game how far the player got today: new, started (opened) or finished
// with its result, without opening the puzzle (the daily clock must not start from the hub); a
// finisher then sees how everyone did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  BloomDailyInfo,
  boardWithStarters,
  dayKey,
  DailyStatus,
  FINISH_FIRST,
  TodayDistribution,
  type GameType,
} from '@hub/proto';
import { solveGarden } from '@hub/bloom/domain';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const GAMES: GameType[] = ['wordree', 'jotto', 'bloom'];

describe.each(TOPOLOGIES)("today's status of each daily, %s", (_, startStack) => {
  let stack: TestStack;
  let jottoDb: Knex;

  beforeAll(async () => {
    stack = await startStack();
    jottoDb = createDb(stack.databaseUrl, 'jotto');
  });
  afterAll(async () => {
    await jottoDb?.destroy();
    await stack?.stop();
  });

  const statusOf = async (tab: Browserish, game: GameType) => {
    const answer = await tab.get(`/api/${game}/daily/status`);
    expect(answer.status, answer.text).toBe(200);
    return DailyStatus.parse(answer.json);
  };

  it('says new until the player opens a daily, and asking opens nothing', async () => {
    const tab = new Browserish(stack.url);
    for (let asked = 0; asked < 2; asked += 1) {
      for (const game of GAMES) {
        expect(await statusOf(tab, game)).toEqual({ day: dayKey(), status: 'new', result: null });
      }
    }
    // Opening each daily is what starts it (and its clock).
    for (const path of ['/api/puzzle-templates/daily', '/api/jotto/daily', '/api/bloom/daily']) {
      expect((await tab.get(path)).status).toBe(200);
    }
    for (const game of GAMES) {
      expect((await statusOf(tab, game)).status, game).toBe('started');
    }
  });

  it("tells a finished Jotto's guesses, time and score", async () => {
    const tab = new Browserish(stack.url);
    await tab.get('/api/jotto/daily');
    const { word } = await jottoDb('daily_puzzles').first('word').where({ day: dayKey() });
    const wrong = word === 'crane' ? 'stick' : 'crane';
    expect((await tab.post('/api/jotto/daily/guess', { guess: wrong })).status).toBe(200);
    const solved = await tab.post('/api/jotto/daily/guess', { guess: word });
    expect(solved.json.isCorrect).toBe(true);
    const today = await statusOf(tab, 'jotto');
    expect(today).toMatchObject({
      status: 'finished',
      result: { attempts: 2, hintsUsed: null, words: null, score: expect.any(Number) },
    });
    expect(today.result!.timeTaken).toBeGreaterThanOrEqual(0);
    // The word itself is never in it.
    expect(JSON.stringify(today)).not.toContain(word);

    // How everyone did: refused before the finish, then theirs among today's finishers.
    const unfinished = await new Browserish(stack.url).get('/api/leaderboards/jotto/today');
    expect(unfinished.status).toBe(403);
    expect(unfinished.json).toEqual({ message: FINISH_FIRST });
    const everyone = await eventually(
      () => tab.get('/api/leaderboards/jotto/today'),
      (answer) => answer.status === 200,
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    const distribution = TodayDistribution.parse(everyone.json);
    expect(distribution).toMatchObject({ game: 'jotto', day: dayKey(), measure: 'guesses' });
    expect(distribution.you.value).toBe(2);
    expect(distribution.distribution[distribution.you.bucket]).toMatchObject({ from: 1, to: 5 });
    expect(distribution.players).toBeGreaterThanOrEqual(1);
  });

  it("tells a finished Bloom's time, hints and score", async () => {
    const tab = new Browserish(stack.url);
    const daily = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
    const solution = solveGarden(daily.starters, daily.clues)!;
    const half = boardWithStarters(daily.starters);
    half[0] = [...solution[0]!];
    const move = { mode: 'daily', dailyPuzzleId: daily.id, timeElapsed: 5, hintsUsed: 0 };
    await tab.post('/api/bloom/state/save', { ...move, board: half, completed: false });
    const scored = await tab.post('/api/bloom/score', {
      timeTaken: 5,
      hintsUsed: 0,
      board: solution,
    });
    expect(scored.status, scored.text).toBe(201);
    expect(await statusOf(tab, 'bloom')).toMatchObject({
      status: 'finished',
      result: {
        score: scored.json.score,
        timeTaken: scored.json.timeTaken,
        hintsUsed: 0,
        attempts: null,
      },
    });
  });
});
