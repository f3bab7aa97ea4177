import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  ArchiveCalendar,
  BloomArchiveGarden,
  BloomArchiveLeaderboard,
  BloomDailyInfo,
  BloomHint,
  BloomLeaderboard,
  BloomScoreAnswer,
  puzzleNumber,
  boardWithStarters,
  dayKey,
  emptyNotes,
  type BloomBoard,
  type BloomPlacement,
} from '@hub/proto';
import { generateDailyPuzzle, seededRandom } from '@hub/bloom/domain';
import { signUpVerified } from '../support/accounts';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const NOT_IN_ARCHIVE = "That day's puzzle is not in the archive";
const ALREADY_COMPLETED = 'Puzzle already completed';
const PASSWORD = 'correct horse battery';
const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

interface StoredDay {
  id: number;
  starters: BloomPlacement[];
  /** Read from the database, as an operator could: never from the API. */
  solution: BloomBoard;
}

/** The solution's flowers in the first `rows` rows, the starters everywhere: a garden begun. */
function begun(day: StoredDay, rows: number): BloomBoard {
  const board = boardWithStarters(day.starters);
  for (let r = 0; r < rows; r++) board[r] = [...day.solution[r]!];
  return board;
}

describe.each(TOPOLOGIES)('Bloom archive through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let db: Knex;
  const today = dayKey();
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  const threeDaysAgo = addDays(today, -3);
  const days: Record<string, StoredDay> = {};

  const path = (day: string, call = '') => `/api/bloom/archive/${day}${call}`;
  const save = (tab: Browserish, day: string, board: BloomBoard) =>
    tab.post(path(day, '/state/save'), {
      board,
      notes: emptyNotes(),
      timeElapsed: 12,
      hintsUsed: 0,
      completed: false,
    });
  const finish = (tab: Browserish, day: string, board: BloomBoard) =>
    tab.post(path(day, '/score'), { board, timeTaken: 30, hintsUsed: 0 });
  const calendarOf = async (tab: Browserish) =>
    ArchiveCalendar.parse((await tab.get('/api/bloom/archive')).json);
  const gardenOf = async (tab: Browserish, day: string) => {
    const answer = await tab.get(path(day));
    expect(answer.status).toBe(200);
    return { garden: BloomArchiveGarden.parse(answer.json), text: answer.text };
  };
  /** Moves the clock of `playerId`'s garden of `day` back, rather than waiting it out. */
  const startedAgo = (day: string, playerId: string, seconds: number) =>
    db('player_states')
      .where({ puzzle_id: days[day]!.id, player_id: playerId })
      .update({ started_at: db.raw('now() - make_interval(secs => ?)', [seconds]) });

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'bloom');
    // Today's garden is stored by the first request; the past days as if the site had run then.
    expect((await new Browserish(stack.url).get('/api/bloom/daily')).status).toBe(200);
    for (const day of [yesterday, twoDaysAgo, threeDaysAgo]) {
      const garden = generateDailyPuzzle(day, seededRandom(`archive-${day}`));
      const [row] = await db('daily_puzzles')
        .insert({
          day_key: day,
          puzzle_number: puzzleNumber(day),
          difficulty: garden.difficulty,
          starters: JSON.stringify(garden.starters),
          solution: JSON.stringify(garden.solution),
          rating: JSON.stringify(garden.rating),
        })
        .returning<{ id: number }[]>('id');
      const stored = await db('daily_puzzles').first('starters', 'solution').where({ id: row!.id });
      days[day] = { id: row!.id, starters: stored.starters, solution: stored.solution };
    }
    // Yesterday's board: two ranked players, one kept unranked (too fast), and one archive
    // player whose row only its archive flag keeps off the board.
    const scoreRow = (player: string, score: number, extra: Record<string, unknown> = {}) => ({
      puzzle_id: days[yesterday]!.id,
      player_id: player,
      display_name: player,
      score,
      time_taken: 300,
      hints_used: 0,
      board: JSON.stringify(days[yesterday]!.solution),
      ...extra,
    });
    await db('scores').insert([
      scoreRow('best', 990),
      scoreRow('worst', 60),
      scoreRow('too-fast', 999, { ranked: false, time_taken: 5 }),
      scoreRow('later', 999, { archive: true }),
    ]);
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  it('lists only the days before today, and answers nothing for today or a later day', async () => {
    const tab = new Browserish(stack.url);
    const calendar = await calendarOf(tab);
    expect(calendar.today).toBe(today);
    expect(calendar.days.map((entry) => entry.day)).toEqual([yesterday, twoDaysAgo, threeDaysAgo]);
    expect(calendar.days[0]).toEqual({
      day: yesterday,
      number: puzzleNumber(yesterday),
      status: 'new',
      playedAs: null,
    });

    // Today is the daily's; tomorrow is scheduled and secret; a day long ago has no garden. All
    // look alike, so none tells anything, and none is made.
    const board = boardWithStarters([]);
    for (const day of [today, addDays(today, 1), addDays(today, -400)]) {
      for (const answer of [
        await tab.get(path(day)),
        await tab.get(path(day, '/leaderboard')),
        await save(tab, day, board),
        await tab.post(path(day, '/hint'), { board }),
        await finish(tab, day, board),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ message: NOT_IN_ARCHIVE });
      }
    }
    expect(await db('daily_puzzles').where({ day_key: addDays(today, -400) })).toEqual([]);

    for (const answer of [
      await tab.get(path('yesterday')),
      await tab.get(path('2026-1-1', '/leaderboard')),
      await save(tab, 'yesterday', board),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: expect.stringContaining('YYYY-MM-DD') });
    }
    const noBody = await tab.post(path(yesterday, '/state/save'), {});
    expect(noBody.status).toBe(400);
    expect(noBody.json).toEqual({ message: expect.any(String) });
  });

  it('a guest plays a past day unranked to the end: the solution only then, and where it would have stood', async () => {
    const tab = new Browserish(stack.url);
    const day = days[yesterday]!;
    const opened = await gardenOf(tab, yesterday);
    expect(opened.garden).toMatchObject({
      dayKey: yesterday,
      id: day.id,
      starters: day.starters,
      savedState: null,
      completed: false,
      result: null,
      playedAs: null,
      solution: null,
    });
    expect(opened.text).not.toContain(JSON.stringify(day.solution));

    // A move starts the garden; the starters must stay; a garden not yet won is refused.
    const half = begun(day, 2);
    expect((await save(tab, yesterday, half)).json).toEqual({ saved: true, hintsUsed: 0 });
    expect((await calendarOf(tab)).days[0]).toMatchObject({ status: 'started', playedAs: null });
    const { r, c, type } = day.starters[0]!;
    const moved = half.map((row) => [...row]);
    moved[r]![c] = type === 'PINK' ? 'RED' : 'PINK';
    expect((await save(tab, yesterday, moved)).status).toBe(400);
    expect((await finish(tab, yesterday, half)).status).toBe(400);

    // A hint is a cell of the day's solution, counted.
    const hint = BloomHint.parse((await tab.post(path(yesterday, '/hint'), { board: half })).json);
    expect(hint.type).toBe(day.solution[hint.r]![hint.c]);
    expect(hint.hintsUsed).toBe(1);
    const resumed = (await gardenOf(tab, yesterday)).garden;
    expect(resumed.savedState).toMatchObject({ board: half, hintsUsed: 1, timeElapsed: 12 });
    expect(resumed.solution).toBeNull();

    // The archive game is timed from its first archive move: pretend that was 5 minutes ago.
    const { player_id: playerId } = await db('player_states')
      .first('player_id')
      .where({ puzzle_id: day.id, archive: true })
      .whereNotIn('player_id', ['later']);
    await startedAgo(yesterday, playerId, 300);
    const finished = await finish(tab, yesterday, day.solution);
    expect(finished.status).toBe(201);
    const result = BloomScoreAnswer.parse(finished.json);
    expect(result).toMatchObject({
      hintsUsed: 1,
      rank: null,
      unranked: 'Played from the archive: your score is kept but not ranked.',
      puzzleNumber: puzzleNumber(yesterday),
    });
    expect(result.timeTaken).toBeGreaterThanOrEqual(300);
    expect(result.timeTaken).toBeLessThan(360);
    expect(result.score).toBe(Math.max(50, 1000 - Math.floor(result.timeTaken / 3) - 100));

    // Finished once: no more moves, no second score.
    for (const again of [
      await finish(tab, yesterday, day.solution),
      await save(tab, yesterday, day.solution),
      await tab.post(path(yesterday, '/hint'), { board: half }),
    ]) {
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: ALREADY_COMPLETED });
    }

    const done = (await gardenOf(tab, yesterday)).garden;
    expect(done).toMatchObject({
      completed: true,
      playedAs: 'archive',
      solution: day.solution,
      result: { score: result.score, rank: null, hintsUsed: 1 },
    });
    expect((await calendarOf(tab)).days[0]).toMatchObject({
      day: yesterday,
      status: 'finished',
      playedAs: 'archive',
    });

    // Behind 'best', ahead of 'worst'; the unranked and the other archive game do not count.
    const board = async () =>
      BloomArchiveLeaderboard.parse((await tab.get(path(yesterday, '/leaderboard'))).json);
    const first = await board();
    expect(first.standing).toEqual({ rank: 2, of: 3 });
    expect(first.entries.map((entry) => entry.score)).toEqual([990, 60]);
    expect(first.entries.some((entry) => entry.isYou)).toBe(false);
    // The daily board's order: on an equal score, the faster time is ahead; an equal one ties.
    const tie = (player: string, timeTaken: number) => ({
      puzzle_id: day.id,
      player_id: player,
      display_name: player,
      score: result.score,
      time_taken: timeTaken,
      hints_used: 0,
      board: JSON.stringify(day.solution),
    });
    await db('scores').insert([
      tie('faster', result.timeTaken - 1),
      tie('as-fast', result.timeTaken),
      tie('slower', result.timeTaken + 1),
    ]);
    expect((await board()).standing).toEqual({ rank: 3, of: 6 });

    // Today's daily is untouched: no garden, no score, an empty board.
    const daily = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
    expect(daily).toMatchObject({ savedState: null, completed: false, result: null });
    expect(BloomLeaderboard.parse((await tab.get('/api/bloom/leaderboard')).json).entries).toEqual(
      [],
    );

    // The game counts for today, never for yesterday's streak.
    const events = await db('outbox')
      .select('subject', 'payload')
      .where('subject', 'like', 'games.finished.%')
      .whereRaw(`payload->>'playerId' = ?`, [playerId]);
    expect(events).toHaveLength(1);
    expect(events[0].subject).toBe('games.finished.bloom');
    expect(events[0].payload).toMatchObject({
      game: 'bloom',
      mode: 'archive',
      day: today,
      puzzleDay: yesterday,
      ranked: false,
      won: true,
      score: result.score,
      timeTaken: result.timeTaken,
      hintsUsed: 1,
    });
  });

  it('shows a day a player finished on its day as theirs, with their real rank', async () => {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: newEmail('bloom-archive'),
      password: PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const day = days[twoDaysAgo]!;
    await db('player_states').insert({
      puzzle_id: day.id,
      player_id: user.id,
      user_id: user.id,
      board: JSON.stringify(day.solution),
      time_elapsed: 140,
    });
    await db('scores').insert({
      puzzle_id: day.id,
      player_id: user.id,
      user_id: user.id,
      display_name: 'Grace H.',
      score: 800,
      time_taken: 140,
      hints_used: 0,
      board: JSON.stringify(day.solution),
    });
    expect((await calendarOf(tab)).days[1]).toMatchObject({
      day: twoDaysAgo,
      status: 'finished',
      playedAs: 'daily',
    });
    const { garden } = await gardenOf(tab, twoDaysAgo);
    expect(garden).toMatchObject({
      completed: true,
      playedAs: 'daily',
      solution: day.solution,
      result: { score: 800, rank: 1, unranked: null },
      savedState: { board: day.solution, timeElapsed: 140 },
    });
    const board = BloomArchiveLeaderboard.parse(
      (await tab.get(path(twoDaysAgo, '/leaderboard'))).json,
    );
    expect(board.standing).toBeNull();
    expect(board.entries).toEqual([expect.objectContaining({ rank: 1, score: 800, isYou: true })]);
    const again = await save(tab, twoDaysAgo, day.solution);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: ALREADY_COMPLETED });
  });

  it('a garden left on its day is finished in the archive, its clock started again', async () => {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: newEmail('bloom-left'),
      password: PASSWORD,
      firstName: 'Ada',
    });
    const day = days[threeDaysAgo]!;
    const half = begun(day, 3);
    await db('player_states').insert({
      puzzle_id: day.id,
      player_id: user.id,
      user_id: user.id,
      board: JSON.stringify(half),
      time_elapsed: 500,
      hints_used: 2,
      started_at: db.raw("now() - interval '3 days'"),
    });
    const { garden } = await gardenOf(tab, threeDaysAgo);
    expect(garden.savedState).toEqual({
      board: half,
      notes: emptyNotes(),
      timeElapsed: 0,
      hintsUsed: 2,
    });
    expect((await calendarOf(tab)).days[2]).toMatchObject({ status: 'started', playedAs: null });

    // No archive move yet, so no archive clock to time it by.
    const early = await finish(tab, threeDaysAgo, day.solution);
    expect(early.status).toBe(409);
    expect(early.json).toEqual({
      message: 'No moves were recorded for this garden in the archive. Place a flower first.',
    });
    expect((await save(tab, threeDaysAgo, begun(day, 4))).status).toBe(200);
    const result = BloomScoreAnswer.parse((await finish(tab, threeDaysAgo, day.solution)).json);
    // Timed from the archive move a moment ago, with the day's two hints: not from 3 days ago.
    expect(result.timeTaken).toBeLessThan(60);
    expect(result.hintsUsed).toBe(2);
    expect((await gardenOf(tab, threeDaysAgo)).garden.playedAs).toBe('archive');
  });

  it("a guest's archive garden moves to the account they sign up with", async () => {
    const tab = new Browserish(stack.url);
    const day = days[twoDaysAgo]!;
    const half = begun(day, 1);
    expect((await save(tab, twoDaysAgo, half)).status).toBe(200);
    const user = await signUpVerified(stack, tab, {
      email: newEmail('bloom-guest'),
      password: PASSWORD,
      firstName: 'Linus',
    });
    const moved = await eventually(
      () =>
        db('player_states')
          .first('archive', 'user_id')
          .where({ puzzle_id: day.id, player_id: user.id }),
      (row) => row !== undefined,
    );
    expect(moved).toEqual({ archive: true, user_id: user.id });
    const { garden } = await gardenOf(tab, twoDaysAgo);
    expect(garden.savedState?.board).toEqual(half);
    expect((await calendarOf(tab)).days[1]).toMatchObject({ status: 'started' });
  });
});
