import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  areAdjacent,
  sameCell,
  type WordreeCell,
  dayKey,
  WORDREE_MESSAGES,
  type PlayedWord,
  type WordreeDailyPuzzle,
  type WordreeDifficulty,
  type WordreeGame,
} from '@hub/proto';
import { wordreeClock } from '@hub/wordree';
import { DIFFICULTIES, TARGET_TOLERANCE } from '@hub/wordree/domain';
import { chainThrough, disjointWords, nonWordPath } from '@hub/wordree/testing';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

const ADMIN_EMAIL = 'referee@wordree.example';

describe('Wordree through the gateway', () => {
  let stack: TestStack;
  let database: pg.Client;

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await stack?.stop();
  });
  afterEach(() => wordreeClock.reset());

  const tab = () => new Browserish(stack.url);
  const score = (words: readonly PlayedWord[]) => words.reduce((sum, word) => sum + word.points, 0);

  async function signUp(
    player: Browserish,
    email = `p-${Math.random().toString(36).slice(2)}@x.io`,
  ) {
    const user = await signUpVerified(stack, player, { email, password: 'correct horse battery' });
    return user.id;
  }

  let admin: Browserish | undefined;
  async function adminTab(): Promise<Browserish> {
    if (!admin) {
      admin = tab();
      await signUp(admin, ADMIN_EMAIL);
    }
    return admin;
  }

  async function daily(player: Browserish): Promise<WordreeDailyPuzzle> {
    const answer = await player.get('/api/puzzle-templates/daily');
    expect(answer.status).toBe(200);
    return answer.json;
  }

  /** Plays `words` as one chain; returns the game after the last word. */
  async function play(
    player: Browserish,
    templateId: number,
    mode: 'endless' | 'daily',
    words: readonly PlayedWord[],
  ): Promise<WordreeGame> {
    const [first, ...rest] = words;
    const started = await player.post('/api/games', { templateId, mode, path: first!.path });
    expect(started.status, started.text).toBe(201);
    let game: WordreeGame = started.json;
    for (const word of rest) {
      const next = await player.post(`/api/games/${game.id}/words`, {
        path: word.path,
        word: word.word,
      });
      expect(next.status, next.text).toBe(200);
      game = next.json;
    }
    return game;
  }

  async function submit(
    player: Browserish,
    puzzle: WordreeDailyPuzzle,
    game: WordreeGame,
    name: string,
  ) {
    return player.post('/api/daily-puzzle/submit', {
      dailyPuzzleId: puzzle.dailyPuzzleId,
      gameId: game.id,
      displayName: name,
      score: game.score,
      wordChain: game.wordChain.map((played) => played.word),
    });
  }

  /**
   * Moves every first view of `day` a minute earlier: submissions are then slower than the
   * plausibility floor without the test waiting it out. Relative to the views themselves, since
   * the service's clock may be travelling.
   */
  async function viewedEarlier(day: string) {
    await database.query(
      "UPDATE wordree.daily_views SET first_viewed_at = first_viewed_at - interval '1 minute' WHERE day = $1",
      [day],
    );
  }

  async function outboxEvents() {
    const { rows } = await database.query<{ subject: string; payload: Record<string, unknown> }>(
      'SELECT subject, payload FROM wordree.outbox ORDER BY id',
    );
    return rows;
  }

  describe('puzzles', () => {
    it('serves a seeded pool of each difficulty, random and by id, never cached', async () => {
      const player = tab();
      const sizes = { easy: 4, medium: 5, hard: 6 } as const;
      for (const [difficulty, gridSize] of Object.entries(sizes)) {
        const random = await player.get(
          `/api/puzzle-templates/random?difficulty=${difficulty}&t=1`,
        );
        expect(random.status).toBe(200);
        expect(random.headers['cache-control']).toBe('no-store');
        expect(random.json).toMatchObject({ difficulty, gridSize });
        expect(random.json.letters).toHaveLength(gridSize * gridSize);
        expect(random.json.targetScore).toBeGreaterThan(0);
        const { typicalTarget } = DIFFICULTIES[difficulty as WordreeDifficulty];
        expect(Math.abs(random.json.targetScore - typicalTarget)).toBeLessThanOrEqual(
          typicalTarget * TARGET_TOLERANCE,
        );
        expect(random.json.possibleWords).toBeGreaterThan(0);

        const other = await player.get(
          `/api/puzzle-templates/random?difficulty=${difficulty}&exclude=${random.json.id}`,
        );
        expect(other.json.id).not.toBe(random.json.id);

        const count = await player.get(`/api/puzzle-templates/count?difficulty=${difficulty}`);
        expect(count.json).toEqual({ difficulty, count: 12 });

        const byId = await player.get(`/api/puzzle-templates/${random.json.id}?mode=endless&t=2`);
        expect(byId.json).toEqual({ ...random.json, daily: null });
      }
    });

    it('answers bad puzzle requests with a 4xx and a message', async () => {
      const player = tab();
      const cases: [string, number, string | RegExp][] = [
        ['/api/puzzle-templates/random?difficulty=impossible', 400, /expected one of/i],
        ['/api/puzzle-templates/abc', 400, 'Puzzle id must be a number'],
        ['/api/puzzle-templates/999999', 404, 'Puzzle not found'],
        ['/api/puzzle-templates/1?mode=daily', 404, 'That puzzle is not a daily puzzle'],
        ['/api/puzzle-templates/count', 400, /expected one of/i],
      ];
      for (const [path, status, message] of cases) {
        const answer = await player.get(path);
        expect(answer.status, path).toBe(status);
        expect(answer.json.message, path).toMatch(message);
      }
    });

    it('makes one daily puzzle per day, even when asked many times at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => tab().get('/api/puzzle-templates/daily')),
      );
      const ids = new Set(answers.map((answer) => answer.json.dailyPuzzleId));
      expect(ids.size).toBe(1);
      const [first] = answers;
      expect(first!.json).toMatchObject({ difficulty: 'medium', gridSize: 5, day: dayKey() });
      expect(Date.parse(first!.json.resetTime)).toBeGreaterThan(Date.now());
      // Daily puzzles are not in the endless pool, but can be shared by id.
      const shared = await tab().get(`/api/puzzle-templates/${first!.json.id}?mode=daily`);
      expect(shared.json.daily).toEqual({
        dailyPuzzleId: first!.json.dailyPuzzleId,
        day: dayKey(),
        isToday: true,
      });
    });

    it('lets only admins generate puzzles, and counts them', async () => {
      const guest = tab();
      expect(
        (await guest.post('/api/puzzle-templates/generate', { difficulty: 'easy' })).status,
      ).toBe(401);
      const user = tab();
      await signUp(user);
      const refused = await user.post('/api/puzzle-templates/generate', { difficulty: 'easy' });
      expect(refused.status).toBe(403);

      const admin = await adminTab();
      const before = (await admin.get('/api/puzzle-templates/count?difficulty=hard')).json.count;
      const made = await admin.post('/api/puzzle-templates/generate', {
        difficulty: 'hard',
        count: 3,
      });
      expect(made.status).toBe(201);
      expect(made.json).toEqual({ difficulty: 'hard', generated: 3, count: before + 3 });
      const tooMany = await admin.post('/api/puzzle-templates/generate', {
        difficulty: 'hard',
        count: 51,
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.json.message).toBe('Generate at most 50 at a time');
    });
  });

  describe('dictionary', () => {
    it('says whether a word is playable', async () => {
      const player = tab();
      expect((await player.get('/api/dictionary/validate/crane')).json).toEqual({ valid: true });
      expect((await player.get('/api/dictionary/validate/CRANE')).status).toBe(200);
      const missing = await player.get('/api/dictionary/validate/xqzvt');
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ message: WORDREE_MESSAGES.notInDictionary });
      const short = await player.get('/api/dictionary/validate/ab');
      expect(short.status).toBe(400);
      expect(short.json.message).toBe(WORDREE_MESSAGES.tooShort);
      expect((await player.get('/api/dictionary/validate/te%24t')).status).toBe(400);
      // Offensive words and proper nouns are not playable.
      expect((await player.get('/api/dictionary/validate/texas')).status).toBe(404);
    });

    it('accepts the words a player knows, new ones too, and no abbreviations or dialect', async () => {
      const player = tab();
      for (const word of ['app', 'apps', 'vlog', 'wifi', 'emoji', 'selfie', 'tunes']) {
        const answer = await player.get(`/api/dictionary/validate/${word}`);
        expect(answer.json, word).toEqual({ valid: true });
      }
      for (const word of ['ain', 'ait', 'nae', 'xis', 'ens', 'nth', 'ssh', 'eceses']) {
        const answer = await player.get(`/api/dictionary/validate/${word}`);
        expect(answer.status, word).toBe(404);
        expect(answer.json).toEqual({ message: WORDREE_MESSAGES.notInDictionary });
      }
    });
  });

  describe('the referee', () => {
    it('answers every word rule of docs/rules.md with its own message', async () => {
      const player = tab();
      const puzzle = (await player.get('/api/puzzle-templates/random?difficulty=medium')).json;
      const [first, apart] = disjointWords(puzzle);
      const expectRefusal = async (
        path: string,
        body: Record<string, unknown>,
        message: string,
      ) => {
        const answer = await player.post(path, body);
        expect(answer.status, message).toBe(400);
        expect(answer.json).toEqual({ message });
      };

      await expectRefusal(
        '/api/games',
        { templateId: puzzle.id, path: first.path.slice(0, 2) },
        WORDREE_MESSAGES.tooShort,
      );
      // Two cells of a real word, then a leap to a cell that touches neither.
      const [a, b] = first.path as [WordreeCell, WordreeCell];
      const cells = Array.from({ length: 25 }, (_, i): WordreeCell => [Math.floor(i / 5), i % 5]);
      const far = cells.find(
        (cell) => !areAdjacent(cell, b) && !sameCell(cell, a) && !sameCell(cell, b),
      )!;
      const jump = [a, b, far];
      await expectRefusal(
        '/api/games',
        { templateId: puzzle.id, path: jump },
        WORDREE_MESSAGES.notAdjacent,
      );
      await expectRefusal(
        '/api/games',
        { templateId: puzzle.id, path: nonWordPath(puzzle) },
        WORDREE_MESSAGES.notInDictionary,
      );

      const game = await play(player, puzzle.id, 'endless', [first]);
      expect(game).toMatchObject({
        templateId: puzzle.id,
        mode: 'endless',
        score: first.points,
        wordChain: [first],
        completed: false,
      });
      await expectRefusal(
        `/api/games/${game.id}/words`,
        { path: first.path },
        WORDREE_MESSAGES.alreadyUsed,
      );
      await expectRefusal(
        `/api/games/${game.id}/words`,
        { path: apart.path },
        WORDREE_MESSAGES.notConnected,
      );
      // Nothing refused was kept.
      expect((await player.get(`/api/games/${game.id}`)).json.wordChain).toEqual([first]);
    });

    it('refuses forged scores, chains and mislabelled words', async () => {
      const player = tab();
      const puzzle = (await player.get('/api/puzzle-templates/random?difficulty=easy')).json;
      const [first, second] = chainThrough(puzzle);
      const forged = await player.post('/api/games', {
        templateId: puzzle.id,
        path: first!.path,
        score: 5000,
      });
      expect(forged.status).toBe(400);
      expect(forged.json.message).toBe('The server computes the score from your words');
      const wholeChain = await player.post('/api/games', {
        templateId: puzzle.id,
        path: first!.path,
        wordChain: ['zzz', 'yyy'],
      });
      expect(wholeChain.json.message).toBe('Send one word at a time, with its cells');
      const mislabelled = await player.post('/api/games', {
        templateId: puzzle.id,
        path: first!.path,
        word: 'QUIXOTIC',
      });
      expect(mislabelled.status).toBe(400);
      expect(mislabelled.json.message).toBe(
        `Those cells spell ${first!.word.toUpperCase()}, not QUIXOTIC`,
      );
      const offGrid = await player.post('/api/games', {
        templateId: puzzle.id,
        path: [
          [9, 9],
          [9, 8],
          [8, 8],
        ],
      });
      expect(offGrid.status).toBe(400);

      // Someone else's game cannot be extended, read or finished.
      const game = await play(player, puzzle.id, 'endless', [first!]);
      const stranger = tab();
      for (const answer of [
        await stranger.post(`/api/games/${game.id}/words`, { path: second!.path }),
        await stranger.get(`/api/games/${game.id}`),
        await stranger.get(`/api/games/${game.id}/hint`),
        await stranger.post(`/api/games/${game.id}/finish`),
        await stranger.get('/api/games/not-a-uuid'),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ message: 'Game not found' });
      }
      const junk = await player.request('POST', `/api/games/${game.id}/words`, undefined, {
        'content-type': 'application/json',
      });
      expect(junk.status).toBe(400);
    });

    it('gives hints that are playable next words', async () => {
      const player = tab();
      const puzzle = (await player.get('/api/puzzle-templates/random?difficulty=medium')).json;
      const [first] = chainThrough(puzzle);
      let game = await play(player, puzzle.id, 'endless', [first!]);
      for (let i = 0; i < 3; i++) {
        const hint = await player.get(`/api/games/${game.id}/hint`);
        expect(hint.status).toBe(200);
        const next = await player.post(`/api/games/${game.id}/words`, {
          path: hint.json.path,
          word: hint.json.hint,
        });
        expect(next.status, next.text).toBe(200);
        game = next.json;
      }
      expect(game.wordChain).toHaveLength(4);
      expect(game.hintsUsed).toBe(3);
    });
  });

  describe('endless games', () => {
    it('publish a finished game once, when the player finishes the chain', async () => {
      const player = tab();
      const puzzle = (await player.get('/api/puzzle-templates/random?difficulty=easy')).json;
      const chain = chainThrough(puzzle).slice(0, 4);
      const game = await play(player, puzzle.id, 'endless', chain);
      expect(game.score).toBe(score(chain));

      const finished = await player.post(`/api/games/${game.id}/finish`);
      expect(finished.json).toMatchObject({ completed: true, score: score(chain) });
      await player.post(`/api/games/${game.id}/finish`);
      const refused = await player.post(`/api/games/${game.id}/words`, { path: chain[0]!.path });
      expect(refused.status).toBe(409);

      const events = (await outboxEvents()).filter(
        (event) => event.payload.mode === 'endless' && event.payload.score === score(chain),
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        subject: 'games.finished.wordree',
        payload: {
          game: 'wordree',
          day: dayKey(),
          won: score(chain) >= puzzle.targetScore,
          hintsUsed: 0,
        },
      });
    });
  });

  describe('the daily challenge', () => {
    it('ranks submissions with ties, once per player, with the server’s score and time', async () => {
      const [alice, bob, carol, dave] = [tab(), tab(), tab(), tab()];
      const puzzle = await daily(alice);
      const chain = chainThrough(puzzle);
      const games = {
        carol: await play(carol, puzzle.id, 'daily', chain.slice(0, 5)),
        alice: await play(alice, puzzle.id, 'daily', chain.slice(0, 3)),
        bob: await play(bob, puzzle.id, 'daily', chain.slice(0, 3)),
        dave: await play(dave, puzzle.id, 'daily', chain.slice(0, 1)),
      };
      expect(games.alice.dailyPuzzleId).toBe(puzzle.dailyPuzzleId);
      await viewedEarlier(puzzle.day);

      const carolRank = await submit(carol, puzzle, games.carol, 'Carol');
      expect(carolRank.status, carolRank.text).toBe(201);
      expect(carolRank.json).toMatchObject({ rank: 1, score: score(chain.slice(0, 5)) });
      expect(carolRank.json.timeTaken).toBeGreaterThanOrEqual(0);
      expect((await submit(dave, puzzle, games.dave, 'Dave')).json.rank).toBe(2);
      expect((await submit(alice, puzzle, games.alice, 'Alice')).json.rank).toBe(2);
      expect((await submit(bob, puzzle, games.bob, 'Bob')).json.rank).toBe(2);

      const board = await tab().get('/api/daily-puzzle/leaderboard');
      expect(board.json).toEqual([
        { rank: 1, displayName: 'Carol', score: score(chain.slice(0, 5)) },
        { rank: 2, displayName: 'Alice', score: score(chain.slice(0, 3)) },
        { rank: 2, displayName: 'Bob', score: score(chain.slice(0, 3)) },
        { rank: 4, displayName: 'Dave', score: score(chain.slice(0, 1)) },
      ]);

      const again = await submit(bob, puzzle, games.bob, 'Bob again');
      expect(again.status).toBe(409);
      expect(again.json.message).toBe('You have already submitted a score for today’s puzzle');
      // A submitted daily game is over: no more words, hints or clearing it for a new score.
      const extend = await bob.post(`/api/games/${games.bob.id}/words`, { path: chain[3]!.path });
      expect(extend.status).toBe(409);
      const secondGame = await play(bob, puzzle.id, 'daily', chain.slice(0, 4));
      expect((await submit(bob, puzzle, secondGame, 'Bob')).status).toBe(409);

      const event = (await outboxEvents()).find(
        (row) => row.payload.mode === 'daily' && row.payload.score === score(chain.slice(0, 5)),
      );
      expect(event?.payload).toMatchObject({ game: 'wordree', day: puzzle.day, won: false });
      expect(typeof event?.payload.timeTaken).toBe('number');
    });

    it('keeps a player’s chain and submission on the server, for every device they sign in on', async () => {
      const email = `two-devices-${Date.now()}@example.com`;
      const [phone, laptop] = [tab(), tab()];
      await signUp(phone, email);
      const signIn = await laptop.post('/api/auth/login', {
        email,
        password: 'correct horse battery',
      });
      expect(signIn.status, signIn.text).toBe(200);
      const puzzle = await daily(phone);
      const untouched = await laptop.get('/api/daily-puzzle/progress');
      expect(untouched.status, untouched.text).toBe(200);
      expect(untouched.headers['cache-control']).toBe('no-store');
      expect(untouched.json).toEqual({
        dailyPuzzleId: puzzle.dailyPuzzleId,
        game: null,
        submission: null,
      });

      const chain = chainThrough(puzzle);
      const first = await play(phone, puzzle.id, 'daily', chain.slice(0, 2));
      const latest = await play(phone, puzzle.id, 'daily', chain.slice(0, 3));
      const midway = (await laptop.get('/api/daily-puzzle/progress')).json;
      expect(midway.game).toEqual(latest);
      expect(midway.submission).toBeNull();

      await viewedEarlier(puzzle.day);
      const submitted = await submit(phone, puzzle, first, 'Two Devices');
      expect(submitted.status, submitted.text).toBe(201);
      const done = (await laptop.get('/api/daily-puzzle/progress')).json;
      // Once submitted, the submitted chain is the day's, whichever chain came later.
      expect(done.game).toMatchObject({ id: first.id, wordChain: first.wordChain });
      expect(done.submission).toMatchObject(submitted.json);
      // Under the account's own name, as auth announced it (this account has none but the
      // default), never the one typed with the submission: one name everywhere.
      const shown = await eventually(
        async () => (await laptop.get('/api/daily-puzzle/progress')).json.submission,
        (submission) => submission.displayName === 'Player',
      );
      expect(shown).toEqual({ ...submitted.json, displayName: 'Player' });

      // Another player's progress is their own; a tab without a session has none to read.
      expect((await tab().get('/api/daily-puzzle/progress')).json.game).toBeNull();
    });

    it('refuses forged scores, chains, times and names', async () => {
      const player = tab();
      const puzzle = await daily(player);
      const chain = chainThrough(puzzle).slice(0, 3);
      const game = await play(player, puzzle.id, 'daily', chain);
      const honest = {
        dailyPuzzleId: puzzle.dailyPuzzleId,
        gameId: game.id,
        displayName: 'Honest Abe',
        score: game.score,
        wordChain: game.wordChain.map((played) => played.word),
      };
      const cases: [Record<string, unknown>, string][] = [
        [
          { score: game.score + 100 },
          `Your score does not match your word chain, which scores ${game.score}`,
        ],
        [
          { wordChain: [...honest.wordChain, 'extra'] },
          'Your word chain does not match the words you played',
        ],
        [
          { wordChain: [...honest.wordChain].reverse() },
          'Your word chain does not match the words you played',
        ],
        [{ timeTaken: 1 }, 'The server measures your time'],
        [{ userId: 'someone-else' }, 'Your identity comes from your session'],
        [{ displayName: 'A' }, WORDREE_MESSAGES.nameTooShort],
        [{ displayName: '   B   ' }, WORDREE_MESSAGES.nameTooShort],
        [{ displayName: 'A'.repeat(21) }, WORDREE_MESSAGES.nameTooLong],
        [
          { gameId: '00000000-0000-4000-8000-000000000000' },
          'That game was not played on this daily puzzle',
        ],
      ];
      for (const [change, message] of cases) {
        const answer = await player.post('/api/daily-puzzle/submit', { ...honest, ...change });
        expect(answer.status, message).toBe(400);
        expect(answer.json).toEqual({ message });
      }
      // An endless game on the daily's grid is no daily game.
      const endless = await play(player, puzzle.id, 'endless', chain.slice(0, 1));
      const wrongGame = await player.post('/api/daily-puzzle/submit', {
        ...honest,
        gameId: endless.id,
        score: endless.score,
        wordChain: [chain[0]!.word],
      });
      expect(wrongGame.json.message).toBe('That game was not played on this daily puzzle');

      expect((await player.post('/api/daily-puzzle/submit', honest)).status).toBe(201);
    });

    it('closes the day at midnight in Chicago: no more words or submissions, a new puzzle', async () => {
      const player = tab();
      const puzzle = await daily(player);
      const chain = chainThrough(puzzle).slice(0, 3);
      const game = await play(player, puzzle.id, 'daily', chain.slice(0, 2));

      wordreeClock.travelTo(new Date(Date.parse(puzzle.resetTime) + 1_000));
      const late = await submit(player, puzzle, game, 'Night Owl');
      expect(late.status).toBe(410);
      expect(late.json.message).toBe(WORDREE_MESSAGES.dailyExpired);
      const lateWord = await player.post(`/api/games/${game.id}/words`, { path: chain[2]!.path });
      expect(lateWord.status).toBe(410);
      const lateStart = await player.post('/api/games', {
        templateId: puzzle.id,
        mode: 'daily',
        path: chain[0]!.path,
      });
      expect(lateStart.status).toBe(410);

      const tomorrow = await daily(player);
      expect(tomorrow.day).toBe(addDays(puzzle.day, 1));
      expect(tomorrow.dailyPuzzleId).not.toBe(puzzle.dailyPuzzleId);
      const shared = await player.get(`/api/puzzle-templates/${puzzle.id}?mode=daily`);
      expect(shared.json.daily.isToday).toBe(false);
    });

    it('keeps 30 days of leaderboards by date', async () => {
      const player = tab();
      const puzzle = await daily(player);
      const chain = chainThrough(puzzle).slice(0, 2);
      const game = await play(player, puzzle.id, 'daily', chain);
      await viewedEarlier(puzzle.day);
      expect((await submit(player, puzzle, game, 'Historian')).status).toBe(201);

      wordreeClock.travelTo(new Date(Date.parse(puzzle.resetTime) + 3_600_000));
      const yesterday = await player.get(`/api/historical-leaderboard?date=${puzzle.day}`);
      expect(yesterday.json.date).toBe(puzzle.day);
      expect(yesterday.json.dailyPuzzleId).toBe(puzzle.dailyPuzzleId);
      expect(yesterday.json.scores).toContainEqual({
        rank: expect.any(Number),
        displayName: 'Historian',
        score: score(chain),
      });
      const today = addDays(puzzle.day, 1);
      // Nobody has submitted today yet (an earlier test may have made today's puzzle).
      expect((await player.get(`/api/historical-leaderboard?date=${today}`)).json).toMatchObject({
        date: today,
        scores: [],
      });
      expect((await player.get('/api/daily-puzzle/leaderboard')).json).toEqual([]);

      const tooOld = await player.get(`/api/historical-leaderboard?date=${addDays(today, -31)}`);
      expect(tooOld.status).toBe(400);
      expect(tooOld.json.message).toBe('Leaderboards go back 30 days');
      expect(
        (await player.get(`/api/historical-leaderboard?date=${addDays(today, -30)}`)).status,
      ).toBe(200);
      expect(
        (await player.get(`/api/historical-leaderboard?date=${addDays(today, 1)}`)).status,
      ).toBe(400);
      expect((await player.get('/api/historical-leaderboard?date=yesterday')).status).toBe(400);

      const recent = await player.get('/api/historical-leaderboards?limit=5');
      const dates = recent.json.leaderboards.map((board: { date: string }) => board.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const thatDay = recent.json.leaderboards.find(
        (board: { date: string }) => board.date === puzzle.day,
      );
      expect(thatDay).toMatchObject({ dailyPuzzleId: puzzle.dailyPuzzleId });
      expect(thatDay.players).toBeGreaterThanOrEqual(1);
      expect(thatDay.scores.length).toBeLessThanOrEqual(3);
      expect((await player.get('/api/historical-leaderboards?limit=0')).status).toBe(400);
    });

    it('lets an admin replace today’s puzzle', async () => {
      const admin = await adminTab();
      const before = await daily(admin);
      const player = tab();
      const game = await play(player, before.id, 'daily', chainThrough(before).slice(0, 1));
      expect((await tab().post('/api/daily-puzzle/regenerate')).status).toBe(401);

      const fresh = await admin.post('/api/daily-puzzle/regenerate');
      expect(fresh.status).toBe(201);
      expect(fresh.json.day).toBe(before.day);
      expect(fresh.json.dailyPuzzleId).not.toBe(before.dailyPuzzleId);
      expect((await daily(tab())).dailyPuzzleId).toBe(fresh.json.dailyPuzzleId);
      expect((await tab().get('/api/daily-puzzle/leaderboard')).json).toEqual([]);
      expect((await submit(player, before, game, 'Too Late')).status).toBe(410);
    });
  });

  describe('guests who sign in', () => {
    it('keep their games and daily submission under their account', async () => {
      const player = tab();
      const puzzle = await daily(player);
      const chain = chainThrough(puzzle).slice(0, 2);
      const game = await play(player, puzzle.id, 'daily', chain);
      expect((await submit(player, puzzle, game, 'Guest Star')).status).toBe(201);

      await signUp(player);
      await expect
        .poll(async () => (await player.get(`/api/games/${game.id}`)).status, { timeout: 15_000 })
        .toBe(200);
      const again = await play(player, puzzle.id, 'daily', chain.slice(0, 1));
      expect((await submit(player, puzzle, again, 'Guest Star')).status).toBe(409);
    });
  });
});
