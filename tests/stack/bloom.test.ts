import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createDb, type DeliveredEvent, type Knex, type Subscription } from '@hub/kit';
import {
  BLOOM_CROSSED,
  puzzleNumber,
  BloomDailyInfo,
  boardWithStarters,
  dayKey,
  emptyNotes,
  flowersClash,
  GameFinishedEvent,
  nextResetAt,
  subjects,
  type BloomBoard,
  type BloomClues,
  type BloomPlacement,
  type FlowerType,
} from '@hub/proto';
import { solveGarden } from '@hub/bloom/domain';
import { startTestStack, type TestStack } from '../support/stack';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';

const PASSWORD = 'correct horse battery';
const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

interface Daily {
  id: number;
  starters: BloomPlacement[];
  clues: BloomClues;
  solution: BloomBoard;
}

const copy = (board: BloomBoard): BloomBoard => board.map((row) => [...row]);

/** The solution's flowers in the first `rows` rows, starters everywhere: a garden half done. */
function partial(daily: Daily, rows: number): BloomBoard {
  const board = boardWithStarters(daily.starters);
  for (let r = 0; r < rows; r++) board[r] = [...daily.solution[r]!];
  return board;
}

/** The cells of a board that hold no flower yet, row by row. */
function openCells(board: BloomBoard): { r: number; c: number }[] {
  return board.flatMap((row, r) => row.flatMap((cell, c) => (cell ? [] : [{ r, c }])));
}

/** The first open cell of the solution, as a place to put a wrong flower. */
function openCell(daily: Daily): { r: number; c: number; right: FlowerType } {
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      if (!daily.starters.some((s) => s.r === r && s.c === c)) {
        return { r, c, right: daily.solution[r]![c]! };
      }
    }
  }
  throw new Error('No open cell');
}

describe('Bloom through the gateway', () => {
  let stack: TestStack;
  let bloomDb: Knex;
  let daily: Daily;

  async function play(tab: Browserish): Promise<Daily> {
    const answer = await tab.get('/api/bloom/daily');
    expect(answer.status).toBe(200);
    const info = BloomDailyInfo.parse(answer.json);
    // The test solves the garden with the domain solver, never by asking the API.
    return {
      id: info.id,
      starters: info.starters,
      clues: info.clues,
      solution: solveGarden(info.starters, info.clues)!,
    };
  }

  const save = (tab: Browserish, board: BloomBoard, extra: Record<string, unknown> = {}) =>
    tab.post('/api/bloom/state/save', {
      mode: 'daily',
      dailyPuzzleId: daily.id,
      board,
      timeElapsed: 42,
      hintsUsed: 0,
      completed: false,
      ...extra,
    });

  /**
   * Pretends the first view of the day of the player whose last save carried `marker` as its
   * timeElapsed was `seconds` ago: waiting out the plausibility floor (or minutes of play) for
   * real would slow the suite for nothing. The gateway keeps player ids to itself, so the marker
   * finds the player.
   */
  async function viewedAgo(marker: number, seconds: number) {
    const state: { player_id: string } = await bloomDb('player_states')
      .first('player_id')
      .where({ puzzle_id: daily.id, time_elapsed: marker });
    const updated = await bloomDb('daily_views')
      .where({ day: dayKey(), player_id: state.player_id })
      .update({ first_viewed_at: bloomDb.raw('now() - make_interval(secs => ?)', [seconds]) });
    expect(updated).toBe(1);
  }

  beforeAll(async () => {
    stack = await startTestStack();
    bloomDb = createDb(stack.databaseUrl, 'bloom');
    daily = await play(new Browserish(stack.url));
  });

  afterAll(async () => {
    await bloomDb?.destroy();
    await stack?.stop();
  });

  it("serves today's garden: the hub's reset time, the puzzle number, the day's stored starters", async () => {
    const tab = new Browserish(stack.url);
    const { json } = await tab.get('/api/bloom/daily');
    const info = BloomDailyInfo.parse(json);
    const now = new Date();
    expect(info.resetTime).toBe(nextResetAt(now).toISOString());
    expect(info.puzzleNumber).toBe(puzzleNumber(dayKey(now)));
    expect(info.dayKey).toBe(dayKey(now));
    // The day's scheduled garden, as stored (no code can compute it).
    const stored = await bloomDb('daily_puzzles')
      .first('starters', 'solution')
      .where({ day_key: info.dayKey });
    expect(info.starters).toEqual(stored.starters);
    // The margins: how many kinds of flower each row and column of the stored solution holds.
    const solution = stored.solution as BloomBoard;
    const kinds = (cells: BloomBoard[number]) => new Set(cells).size;
    expect(info.clues).toEqual({
      rows: solution.map(kinds),
      columns: solution.map((_, c) => kinds(solution.map((row) => row[c]!))),
    });
    expect(daily.solution).toEqual(solution);
    expect(info.id).toBe(daily.id);
    expect(info).toMatchObject({ savedState: null, completed: false, result: null });
    // Nothing of the solution leaves the server.
    expect(JSON.stringify(json)).not.toMatch(/solution/);
  });

  it('saves a garden in progress and restores it for that player only', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    const half = partial(daily, 2);
    const saved = await save(tab, half, { timeElapsed: 75, hintsUsed: 9 });
    expect(saved.status).toBe(200);
    // The client's hint count is not believed: the server has given none.
    expect(saved.json).toEqual({ saved: true, hintsUsed: 0 });

    const restored = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
    expect(restored.savedState).toEqual({
      board: half,
      notes: emptyNotes(),
      timeElapsed: 75,
      hintsUsed: 0,
    });
    expect(restored.completed).toBe(false);

    const other = BloomDailyInfo.parse(
      (await new Browserish(stack.url).get('/api/bloom/daily')).json,
    );
    expect(other.savedState).toBeNull();
  });

  it('keeps a player’s notes beside the garden, never a move, and clears those a flower answers', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    const board = partial(daily, 1);
    const [empty, planted] = openCells(board);
    const notes = emptyNotes();
    notes[empty!.r]![empty!.c] = ['PINK', 'RED'];
    notes[planted!.r]![planted!.c] = BLOOM_CROSSED;
    board[planted!.r]![planted!.c] = daily.solution[planted!.r]![planted!.c]!;
    const saved = await save(tab, board, { notes, timeElapsed: 12 });
    expect(saved.status, saved.text).toBe(200);

    const { savedState } = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
    const kept = emptyNotes();
    kept[empty!.r]![empty!.c] = ['PINK', 'RED'];
    expect(savedState).toEqual({ board, notes: kept, timeElapsed: 12, hintsUsed: 0 });

    for (const bad of [
      [['PINK', 'PINK'], ...emptyNotes().slice(1)],
      emptyNotes().slice(1),
      [['BLUE'], ...emptyNotes().slice(1)],
    ]) {
      const refused = await save(tab, board, { notes: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.json.message).toBeTruthy();
    }
  });

  it('refuses malformed saves with a 4xx message', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    const starterless = copy(boardWithStarters(daily.starters));
    const starter = daily.starters[0]!;
    starterless[starter.r]![starter.c] = null;
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /./],
      [{ mode: 'endless' }, 400, /./],
      [{ board: 'garden' }, 400, /./],
      [{ board: boardWithStarters(daily.starters).slice(1) }, 400, /5 rows/],
      [{ board: [['BLUE', null, null, null, null], ...partial(daily, 0).slice(1)] }, 400, /./],
      [{ timeElapsed: -1 }, 400, /./],
      [{ board: starterless }, 400, /must stay/],
      [{ dailyPuzzleId: daily.id + 1000 }, 409, /no longer the daily puzzle/],
    ];
    for (const [override, status, message] of cases) {
      const body =
        'mode' in (override as object) || Object.keys(override as object).length === 0
          ? override
          : {
              mode: 'daily',
              dailyPuzzleId: daily.id,
              board: partial(daily, 0),
              timeElapsed: 1,
              hintsUsed: 0,
              completed: false,
              ...(override as object),
            };
      const answer = await tab.post('/api/bloom/state/save', body);
      expect(answer.status, JSON.stringify(override)).toBe(status);
      expect(answer.json.message).toMatch(message);
    }
    const notJson = await tab.request('POST', '/api/bloom/state/save', undefined, {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
  });

  it('gives hints that always agree with the solution, wrong flowers first, and counts them', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    let board = boardWithStarters(daily.starters);
    const wrong = openCell(daily);
    board[wrong.r]![wrong.c] = wrong.right === 'PINK' ? 'RED' : 'PINK';
    const first = await tab.post('/api/bloom/hint', { board });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      r: wrong.r,
      c: wrong.c,
      type: wrong.right,
      corrects: true,
      hintsUsed: 1,
    });

    board = boardWithStarters(daily.starters);
    const open = 25 - daily.starters.length;
    for (let i = 0; i < open; i++) {
      const { status, json } = await tab.post('/api/bloom/hint', { board });
      expect(status).toBe(200);
      expect(board[json.r]![json.c]).toBeNull();
      expect(json.type).toBe(daily.solution[json.r]![json.c]);
      expect(json.hintsUsed).toBe(i + 2);
      board = copy(board);
      board[json.r]![json.c] = json.type;
    }
    expect(board).toEqual(daily.solution);
    const nothingLeft = await tab.post('/api/bloom/hint', { board });
    expect(nothingLeft.status).toBe(409);

    const info = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
    expect(info.savedState?.hintsUsed).toBe(open + 1);

    expect((await tab.post('/api/bloom/hint', {})).status).toBe(400);
    expect((await tab.post('/api/bloom/hint', { board: [[1, 2, 3]] })).status).toBe(400);
  });

  it('refuses forged, incomplete and rule-breaking gardens, and a score before any move', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    const submit = (board: unknown, extra: Record<string, unknown> = {}) =>
      tab.post('/api/bloom/score', { timeTaken: 1, hintsUsed: 0, board, ...extra });

    // The solution itself, but nothing was played: the server has no clock to judge it by.
    const unplayed = await submit(daily.solution);
    expect(unplayed.status).toBe(409);
    expect(unplayed.json.message).toMatch(/No moves were recorded/);

    await save(tab, partial(daily, 1));
    const incomplete = copy(daily.solution);
    const open = openCell(daily);
    incomplete[open.r]![open.c] = null;
    expect(await submit(incomplete)).toMatchObject({
      status: 400,
      json: { message: 'The garden is not finished: every cell needs a flower' },
    });

    // A valid-looking garden that is another puzzle's: the starters are not where they were.
    const moved = copy(daily.solution);
    const starter = daily.starters[0]!;
    moved[starter.r]![starter.c] = starter.type === 'PINK' ? 'YELLOW' : 'PINK';
    const forged = await submit(moved);
    expect(forged.status).toBe(400);
    expect(forged.json.message).toMatch(/must stay/);

    const openCells = daily.solution
      .flatMap((row, r) => row.map((type, c) => ({ r, c, type: type! })))
      .filter(({ r, c }) => !daily.starters.some((s) => s.r === r && s.c === c));
    const FLOWERS = ['PINK', 'YELLOW', 'RED', 'PURPLE', 'ORANGE'] as const;
    const neighbours = ({ r, c }: { r: number; c: number }) =>
      [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]
        .map(([nr, nc]) => daily.solution[nr!]?.[nc!])
        .filter((type): type is FlowerType => Boolean(type));

    // One open flower changed for one its neighbours refuse: the adjacency rule says so.
    const clashCell = openCells[0]!;
    const clashing = copy(daily.solution);
    clashing[clashCell.r]![clashCell.c] = FLOWERS.find((type) =>
      neighbours(clashCell).some((other) => flowersClash(type, other)),
    )!;
    const clash = await submit(clashing);
    expect(clash.status).toBe(400);
    expect(clash.json.message).toMatch(/^A \w+ cannot touch a \w+ \(row \d, column \d\)$/);

    // One open flower changed for another its neighbours all accept: starters and adjacency hold,
    // so only the clues can (and, the solution being unique, must) refuse it.
    const quiet = openCells
      .map((cell) => ({
        cell,
        type: FLOWERS.find(
          (type) =>
            type !== cell.type && !neighbours(cell).some((other) => flowersClash(type, other)),
        ),
      }))
      .find(({ type }) => type !== undefined)!;
    const offClue = copy(daily.solution);
    offClue[quiet.cell.r]![quiet.cell.c] = quiet.type!;
    const rejected = await submit(offClue);
    expect(rejected.status).toBe(400);
    expect(rejected.json.message).toMatch(
      new RegExp(
        `^(Row ${quiet.cell.r + 1}|Column ${quiet.cell.c + 1}) holds \\d kinds? of flower, but its clue says \\d$`,
      ),
    );

    for (const body of [{}, { board: 'x' }, { board: daily.solution, timeTaken: -5 }]) {
      const answer = await tab.post('/api/bloom/score', body);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect((await tab.get('/api/bloom/daily')).json.completed).toBe(false);
  });

  it('scores once per day with the time and hints the server measured, then locks the garden', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    await save(tab, partial(daily, 1), { timeElapsed: 3141 });
    await tab.post('/api/bloom/hint', { board: partial(daily, 1) });
    await viewedAgo(3141, 300);

    const scored = await tab.post('/api/bloom/score', {
      timeTaken: 1,
      hintsUsed: 0,
      board: daily.solution,
      displayName: 'Flora',
    });
    expect(scored.status).toBe(201);
    const { timeTaken } = scored.json;
    expect(timeTaken).toBeGreaterThanOrEqual(300);
    expect(timeTaken).toBeLessThan(330);
    expect(scored.json).toMatchObject({
      hintsUsed: 1,
      score: 1000 - Math.floor(timeTaken / 3) - 100,
      rank: expect.any(Number),
      unranked: null,
      puzzleNumber: puzzleNumber(dayKey()),
    });

    const again = await tab.post('/api/bloom/score', {
      timeTaken: 1,
      hintsUsed: 0,
      board: daily.solution,
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Puzzle already completed');
    expect((await save(tab, daily.solution)).status).toBe(409);
    expect((await tab.post('/api/bloom/hint', { board: partial(daily, 0) })).status).toBe(409);

    const info = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
    expect(info.completed).toBe(true);
    expect(info.result).toEqual({
      score: scored.json.score,
      timeTaken,
      hintsUsed: 1,
      rank: scored.json.rank,
      unranked: null,
    });
    expect(info.savedState?.board).toEqual(daily.solution);

    // The name a request claims is ignored: a guest shows as a guest.
    const board = await tab.get('/api/bloom/leaderboard');
    expect(board.status).toBe(200);
    expect(board.json.entries).toContainEqual({
      rank: scored.json.rank,
      displayName: 'Guest',
      score: scored.json.score,
      timeTaken,
      hintsUsed: 1,
      isYou: true,
    });
  });

  it('shows a signed-in player under the name auth announced', async () => {
    const tab = new Browserish(stack.url);
    await signUpVerified(stack, tab, {
      email: `flora-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Flora',
      lastName: 'Green',
    });
    await play(tab);
    await save(tab, partial(daily, 1), { timeElapsed: 2718 });
    await viewedAgo(2718, 60); // slower than the floor, so the score is ranked and listed
    const scored = await tab.post('/api/bloom/score', {
      timeTaken: 1,
      hintsUsed: 0,
      board: daily.solution,
      displayName: 'Somebody Else',
    });
    expect(scored.status).toBe(201);
    const mine = async () =>
      (
        (await tab.get('/api/bloom/leaderboard')).json.entries as Array<{
          displayName: string;
          isYou: boolean;
        }>
      ).find((entry) => entry.isYou)?.displayName;
    await expect.poll(mine, { timeout: 10_000 }).toBe('Flora G.');
  });

  it('stores one score when two submissions race', async () => {
    const tab = new Browserish(stack.url);
    await play(tab);
    await save(tab, partial(daily, 2));
    const body = { timeTaken: 1, hintsUsed: 0, board: daily.solution };
    const answers = await Promise.all([
      tab.post('/api/bloom/score', body),
      tab.post('/api/bloom/score', body),
      tab.post('/api/bloom/score', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  describe('events', () => {
    const received: DeliveredEvent[] = [];
    let subscription: Subscription;

    beforeAll(async () => {
      const { transport } = stack.services.find((service) => service.name === 'bloom')!.runtime;
      subscription = await transport.subscribe({
        durable: 'bloom-test-observer',
        subjects: [subjects.gameFinished('bloom')],
        handle: async (event) => {
          received.push(event);
        },
      });
    });
    afterAll(() => subscription?.stop());

    async function eventFor(playerId: string): Promise<GameFinishedEvent> {
      await expect
        .poll(
          () =>
            received.find((event) => (event.payload as GameFinishedEvent).playerId === playerId),
          {
            timeout: 10_000,
          },
        )
        .toBeDefined();
      return GameFinishedEvent.parse(
        received.find((event) => (event.payload as GameFinishedEvent).playerId === playerId)!
          .payload,
      );
    }

    let player: Browserish;

    it('publishes games.finished.bloom for a solved daily through the outbox', async () => {
      player = new Browserish(stack.url);
      const { id: userId } = await signUpVerified(stack, player, {
        email: newEmail('flora'),
        password: PASSWORD,
      });
      await play(player);
      await save(player, partial(daily, 3));
      const scored = await player.post('/api/bloom/score', {
        timeTaken: 9,
        hintsUsed: 0,
        board: daily.solution,
      });
      expect(scored.status).toBe(201);

      const event = await eventFor(userId);
      expect(event).toMatchObject({
        game: 'bloom',
        playerId: userId,
        userId,
        day: dayKey(),
        mode: 'daily',
        won: true,
        score: scored.json.score,
        timeTaken: scored.json.timeTaken,
        hintsUsed: 0,
      });
    });

    it('answers a finish sent again as the first time, and counts it once', async () => {
      const tab = new Browserish(stack.url);
      const { id: userId } = await signUpVerified(stack, tab, {
        email: newEmail('resend'),
        password: PASSWORD,
      });
      await play(tab);
      await save(tab, partial(daily, 2));
      const finish = {
        timeTaken: 30,
        hintsUsed: 0,
        board: daily.solution,
        finishId: randomUUID(),
      };
      // A queued finish resent while its first sending was still on the way, then once more.
      const racing = await Promise.all([
        tab.post('/api/bloom/score', finish),
        tab.post('/api/bloom/score', finish),
      ]);
      const again = await tab.post('/api/bloom/score', finish);
      for (const answer of [...racing, again]) {
        expect(answer.status).toBe(201);
        expect(answer.json).toEqual(racing[0]!.json);
      }
      // Another finish of the scored garden is still refused; so is one that names none.
      for (const other of [
        { ...finish, finishId: randomUUID() },
        { ...finish, finishId: undefined },
      ]) {
        const refused = await tab.post('/api/bloom/score', other);
        expect(refused.status).toBe(409);
        expect(refused.json).toEqual({ message: 'Puzzle already completed' });
      }
      expect(
        (await tab.post('/api/bloom/score', { ...finish, finishId: 'not-a-uuid' })).status,
      ).toBe(400);

      await eventFor(userId);
      // The outbox relays within a second: give a second copy the time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const events = received.filter(
        (event) => (event.payload as GameFinishedEvent).playerId === userId,
      );
      expect(events).toHaveLength(1);
    });

    it('reaches progress: GET /api/user/stats counts the Bloom game', async (ctx) => {
      const stats = await player.get('/api/user/stats');
      // The progress service is built in parallel; until it answers, say so rather than pass.
      if (stats.status === 501) ctx.skip('progress service not ready: /api/user/stats answers 501');
      await expect
        .poll(
          async () => {
            const { json } = await player.get('/api/user/stats');
            return (json as { gameType: string; gamesPlayed: number }[]).find(
              (stat) => stat.gameType === 'bloom',
            )?.gamesPlayed;
          },
          { timeout: 10_000 },
        )
        .toBe(1);
    });

    it("moves a guest's garden and score to the account they sign up with", async () => {
      const tab = new Browserish(stack.url);
      await play(tab);
      await save(tab, partial(daily, 2));
      const scored = await tab.post('/api/bloom/score', {
        timeTaken: 5,
        hintsUsed: 0,
        board: daily.solution,
      });
      expect(scored.status).toBe(201);
      const guest = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
      expect(guest.completed).toBe(true);

      await signUpVerified(stack, tab, { email: newEmail('guest'), password: PASSWORD });
      await expect
        .poll(async () => (await tab.get('/api/bloom/daily')).json.completed, { timeout: 10_000 })
        .toBe(true);
      const account = BloomDailyInfo.parse((await tab.get('/api/bloom/daily')).json);
      expect(account.result?.score).toBe(scored.json.score);
      expect(account.savedState?.board).toEqual(daily.solution);
      const again = await tab.post('/api/bloom/score', {
        timeTaken: 5,
        hintsUsed: 0,
        board: daily.solution,
      });
      expect(again.status).toBe(409);
    });

    it("moves a guest's garden in progress to the account at sign-up, before any mailed link", async () => {
      const tab = new Browserish(stack.url);
      await play(tab);
      const half = partial(daily, 3);
      await save(tab, half, { timeElapsed: 61 });
      const signUp = await tab.post('/api/auth/signup', {
        email: newEmail('half'),
        password: PASSWORD,
      });
      expect(signUp.json).toMatchObject({ emailVerified: false });
      await expect
        .poll(async () => (await tab.get('/api/bloom/daily')).json.savedState?.board, {
          timeout: 10_000,
        })
        .toEqual(half);
    });
  });

  describe('the server is the referee of a daily (issue 12)', () => {
    type Board = { entries: Array<{ isYou: boolean; points: number }>; you: unknown };
    const globalBoard = async (tab: Browserish) =>
      (await tab.get('/api/leaderboards/bloom?period=today')).json as Board;
    const bloomPlayed = async (tab: Browserish) =>
      ((await tab.get('/api/user/stats')).json as { gameType: string; gamesPlayed: number }[]).find(
        (stat) => stat.gameType === 'bloom',
      )?.gamesPlayed;
    const onDailyBoard = async (tab: Browserish) =>
      ((await tab.get('/api/bloom/leaderboard')).json.entries as Array<{ isYou: boolean }>).some(
        (entry) => entry.isYou,
      );

    it("keeps a guest's hints and first view when the guest signs in to the account that submits", async () => {
      const email = newEmail('farmer');
      const account = new Browserish(stack.url);
      await signUpVerified(stack, account, { email, password: PASSWORD });

      // A guest tab opens the daily and takes hints...
      const guest = new Browserish(stack.url);
      await play(guest);
      await guest.post('/api/bloom/hint', { board: partial(daily, 0) });
      await guest.post('/api/bloom/hint', { board: partial(daily, 0) });
      await save(guest, partial(daily, 1), { timeElapsed: 7001 });
      await viewedAgo(7001, 240);
      // ...while the account, in another tab, opens it later and lays the whole garden down: its
      // garden is the one touched last, which used to shed the guest's hints on linking.
      await play(account);
      await save(account, daily.solution, { timeElapsed: 7002 });

      // The guest tab signs in to the account: the guest's progress moves over.
      expect((await guest.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      await expect
        .poll(async () => (await guest.get('/api/bloom/daily')).json.savedState?.hintsUsed, {
          timeout: 10_000,
        })
        .toBe(2);

      const scored = await guest.post('/api/bloom/score', {
        timeTaken: 0,
        hintsUsed: 0,
        board: daily.solution,
      });
      expect(scored.status).toBe(201);
      const { timeTaken } = scored.json;
      // Timed from the guest's first view, 240 s ago, not from the account's or from nothing.
      expect(timeTaken).toBeGreaterThanOrEqual(240);
      expect(timeTaken).toBeLessThan(270);
      expect(scored.json).toMatchObject({
        hintsUsed: 2,
        score: 1000 - Math.floor(timeTaken / 3) - 200,
        rank: expect.any(Number),
        unranked: null,
      });
    });

    it('keeps a solve faster than the floor but ranks it nowhere; a slower one is ranked', async () => {
      const fast = new Browserish(stack.url);
      await signUpVerified(stack, fast, { email: newEmail('fast'), password: PASSWORD });
      await play(fast);
      await save(fast, daily.solution);
      const quick = await fast.post('/api/bloom/score', {
        timeTaken: 60,
        hintsUsed: 0,
        board: daily.solution,
      });
      expect(quick.status).toBe(201);
      expect(quick.json).toMatchObject({
        hintsUsed: 0,
        rank: null,
        unranked:
          'Solved in under 20 seconds from opening the puzzle: your score is kept but not ranked.',
      });
      expect(quick.json.timeTaken).toBeLessThan(20);
      // Stored and shown to its player...
      const info = BloomDailyInfo.parse((await fast.get('/api/bloom/daily')).json);
      expect(info.result).toMatchObject({ score: quick.json.score, rank: null });
      expect(info.result?.unranked).toEqual(expect.any(String));

      const slow = new Browserish(stack.url);
      await signUpVerified(stack, slow, { email: newEmail('slow'), password: PASSWORD });
      await play(slow);
      await save(slow, daily.solution, { timeElapsed: 7003 });
      await viewedAgo(7003, 45);
      const ranked = await slow.post('/api/bloom/score', {
        timeTaken: 1,
        hintsUsed: 0,
        board: daily.solution,
      });
      expect(ranked.status).toBe(201);
      expect(ranked.json).toMatchObject({ rank: expect.any(Number), unranked: null });

      // The game still counts as played (stats, streaks)...
      await expect.poll(() => bloomPlayed(fast), { timeout: 10_000 }).toBe(1);
      // ...the slower one earns its points on the global board...
      await expect
        .poll(async () => (await globalBoard(slow)).entries.find((entry) => entry.isYou)?.points, {
          timeout: 10_000,
        })
        .toBe(ranked.json.score);
      expect(await onDailyBoard(slow)).toBe(true);
      // ...and the fast one is on neither board.
      expect(await onDailyBoard(fast)).toBe(false);
      const board = await globalBoard(fast);
      expect(board.entries.some((entry) => entry.isYou)).toBe(false);
      expect(board.you).toBeNull();
    });
  });
});
