import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  dayKey,
  JottoDaily,
  JottoLeaderboard,
  JottoScoreResult,
  type JottoLeaderboardEntry,
} from '@hub/proto';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';
import { Browserish } from '../support/http';
import { eventually } from '../support/eventually';
import { signUpVerified } from '../support/accounts';

/** Every string in a JSON answer (or the text itself, if it is not JSON). */
function stringsIn(text: string): string[] {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    strings.push(text);
  }
  return strings;
}

/** Wrong guesses that are real words and share no letter with each other's problems. */
const WRONG_WORDS = ['stick', 'pilot', 'crane', 'mouth', 'fudge', 'brown', 'jumpy', 'clasp'];

describe.each(TOPOLOGIES)('Jotto daily through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let db: Knex;
  let secret: string;

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'jotto');
    // The first request stores today's puzzle; the test then reads the word the way an operator
    // could, from the database, never from the API.
    expect((await new Browserish(stack.url).get('/api/jotto/daily')).status).toBe(200);
    const puzzle = await db('daily_puzzles').first('word').where({ day: dayKey() });
    secret = puzzle.word;
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  /**
   * Pretends a player's first view of today was `seconds` ago: their solve is then slower than
   * the plausibility floor without the test waiting it out. Without a player id (a guest's stays
   * with the gateway), the latest first view of the day is the player who just opened the daily:
   * this file's tests run one at a time.
   */
  async function viewedAgo(seconds: number, playerId?: string) {
    const latest = db('daily_views')
      .select('player_id')
      .where({ day: dayKey() })
      .orderBy('first_viewed_at', 'desc')
      .limit(1);
    const updated = await db('daily_views')
      .where({ day: dayKey() })
      .andWhere('player_id', playerId ?? db.raw('(?)', [latest]))
      .update({ first_viewed_at: db.raw('now() - make_interval(secs => ?)', [seconds]) });
    expect(updated).toBe(1);
  }

  const wrongGuesses = () => WRONG_WORDS.filter((word) => word !== secret).slice(0, 3);

  async function signedIn(label: string, name: { firstName?: string; lastName?: string } = {}) {
    const tab = new Browserish(stack.url);
    const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const user = await signUpVerified(stack, tab, {
      email,
      password: 'correct horse battery',
      ...name,
    });
    return { tab, userId: user.id };
  }

  /** Every answer a player got, to check that none carried the secret before they solved it. */
  function recorder(tab: Browserish) {
    const texts: string[] = [];
    const record = async (answer: Promise<Awaited<ReturnType<Browserish['get']>>>) => {
      const response = await answer;
      texts.push(response.text);
      return response;
    };
    return {
      get: (path: string) => record(tab.get(path)),
      post: (path: string, body?: unknown) => record(tab.post(path, body)),
      leaked: () => texts.filter((text) => stringsIn(text).some(namesTheSecret)),
    };
  }

  /**
   * A value that says the word: the word on its own, in any case, in any text of an answer. Not
   * a part of a longer word, key or literal: today's word may be "false", "match" or "tempt",
   * which every answer spells in `"completed":false`, `matchingLetters` or `attemptNumber`.
   */
  const namesTheSecret = (value: string) => new RegExp(`\\b${secret}\\b`, 'i').test(value);

  for (const who of ['guest', 'signed-in player'] as const) {
    it(`never shows a ${who} the word before they solve it, then reveals and scores it`, async () => {
      const tab =
        who === 'guest'
          ? new Browserish(stack.url)
          : (await signedIn('daily', { firstName: 'Ada', lastName: 'Lovelace' })).tab;
      const api = recorder(tab);

      const first = await api.get('/api/jotto/daily');
      expect(first.status).toBe(200);
      const daily = JottoDaily.parse(first.json);
      expect(daily).toMatchObject({ word: null, completed: false, guesses: [], score: null });
      expect(daily.date).toBe(dayKey());
      await viewedAgo(30);

      for (const [index, guess] of wrongGuesses().entries()) {
        const answer = await api.post('/api/jotto/daily/guess', { guess: guess.toUpperCase() });
        expect(answer.status).toBe(200);
        expect(answer.json).toMatchObject({
          isCorrect: false,
          word: null,
          guess: { guess: guess.toUpperCase(), attemptNumber: index + 1 },
        });
      }
      expect((await api.post('/api/jotto/daily/score', { timeTaken: 3 })).status).toBe(409);
      await api.get('/api/jotto/daily/leaderboard');
      const before = JottoDaily.parse((await api.get('/api/jotto/daily')).json);
      expect(before.guesses).toHaveLength(3);
      expect(before.word).toBeNull();
      expect(api.leaked()).toEqual([]);

      const solve = await tab.post('/api/jotto/daily/guess', { guess: secret });
      expect(solve.status).toBe(200);
      expect(solve.json).toMatchObject({
        isCorrect: true,
        word: secret.toUpperCase(),
        guess: { matchingLetters: 5, attemptNumber: 4 },
      });

      const after = JottoDaily.parse((await tab.get('/api/jotto/daily')).json);
      expect(after).toMatchObject({ word: secret.toUpperCase(), completed: true });
      expect(after.score).toBeGreaterThanOrEqual(850 - 10);

      // The client's time is ignored: the server measured a few seconds at most.
      const score = await tab.post('/api/jotto/daily/score', { timeTaken: 99_999 });
      expect(score.status).toBe(200);
      expect(JottoScoreResult.parse(score.json)).toMatchObject({
        score: after.score,
        attempts: 4,
      });
      expect(score.json.timeTaken).toBeLessThan(60);

      const again = await tab.post('/api/jotto/daily/guess', { guess: wrongGuesses()[0] });
      expect(again.status).toBe(409);
      expect(again.json.message).toBe("You've already solved today's puzzle");

      // A guest is numbered; a signed-in player has the public name auth announced (player.profile).
      const expectedName = who === 'guest' ? /^Guest #\d{4}$/ : /^Ada L\.$/;
      let mine: JottoLeaderboardEntry | undefined;
      for (let tries = 0; tries < 50 && !expectedName.test(mine?.displayName ?? ''); tries++) {
        if (tries) await new Promise((resolve) => setTimeout(resolve, 100));
        const board = JottoLeaderboard.parse((await tab.get('/api/jotto/daily/leaderboard')).json);
        mine = board.find((entry) => entry.isYou);
      }
      expect(mine).toMatchObject({ score: after.score, attempts: 4, rank: score.json.rank });
      expect(mine?.displayName).toMatch(expectedName);
    });
  }

  it('answers each invalid guess with its message, and never a 500', async () => {
    const tab = new Browserish(stack.url);
    const cases: Array<[unknown, string]> = [
      [{ guess: 'abc' }, 'Guess must be exactly 5 letters'],
      [{ guess: 'toolong' }, 'Guess must be exactly 5 letters'],
      [{}, 'Guess must be exactly 5 letters'],
      [{ guess: 12345 }, 'Guess must be exactly 5 letters'],
      [{ guess: 'ab1de' }, 'Guess must contain only letters'],
      [{ guess: 'qzxvb' }, "That's not a valid 5-letter word"],
    ];
    for (const [body, message] of cases) {
      const answer = await tab.post('/api/jotto/daily/guess', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toEqual({ message });
    }
    const notJson = await tab.request('POST', '/api/jotto/daily/guess', undefined, {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);

    const guess = wrongGuesses()[0]!;
    expect((await tab.post('/api/jotto/daily/guess', { guess })).status).toBe(200);
    const twice = await tab.post('/api/jotto/daily/guess', { guess: guess.toUpperCase() });
    expect(twice.status).toBe(400);
    expect(twice.json).toEqual({ message: "You've already tried that word" });
    // A refused guess is not an attempt.
    const daily = JottoDaily.parse((await tab.get('/api/jotto/daily')).json);
    expect(daily.guesses.map((attempt) => attempt.attemptNumber)).toEqual([1]);
  });

  it('numbers guesses sent at once one after the other', async () => {
    const tab = new Browserish(stack.url);
    await tab.get('/api/jotto/daily');
    const answers = await Promise.all(
      wrongGuesses().map((guess) => tab.post('/api/jotto/daily/guess', { guess })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const numbers = answers.map((answer) => answer.json.guess.attemptNumber).sort();
    expect(numbers).toEqual([1, 2, 3]);
  });

  it("times today's game from the player's first view of it, not the first guess", async () => {
    const { tab, userId } = await signedIn('viewed-early');
    expect((await tab.get('/api/jotto/daily')).status).toBe(200);
    // The page was opened five minutes before the word, learnt elsewhere, is sent as the first
    // guess (the view is written beside the answer, so it is waited for).
    const backdated = () =>
      db('daily_views')
        .where({ day: dayKey(), player_id: userId })
        .update({ first_viewed_at: new Date(Date.now() - 300_000) });
    await eventually(backdated, (updated) => updated === 1);
    const solve = await tab.post('/api/jotto/daily/guess', { guess: secret });
    expect(solve.json.isCorrect).toBe(true);
    const score = await tab.post('/api/jotto/daily/score', { timeTaken: 0 });
    expect(score.json.attempts).toBe(1);
    expect(score.json.timeTaken).toBeGreaterThanOrEqual(300);
    expect(score.json.timeTaken).toBeLessThan(320);
    expect(score.json.score).toBe(1000 - Math.floor(score.json.timeTaken / 6));
  });

  it('measures the time on the server and scores with it', async () => {
    const { tab, userId } = await signedIn('timed');
    await tab.post('/api/jotto/daily/guess', { guess: wrongGuesses()[0] });
    // Ten minutes pass between the game's start and the solve.
    await db('daily_games')
      .where({ day: dayKey(), player_id: userId })
      .update({ started_at: new Date(Date.now() - 600_000) });
    const solve = await tab.post('/api/jotto/daily/guess', { guess: secret });
    expect(solve.json.isCorrect).toBe(true);
    const score = await tab.post('/api/jotto/daily/score', { timeTaken: 1 });
    expect(score.json.timeTaken).toBeGreaterThanOrEqual(600);
    expect(score.json.timeTaken).toBeLessThan(620);
    expect(score.json.score).toBe(1000 - 50 - Math.floor(score.json.timeTaken / 6));

    // Opening the daily recorded its start once; solving records one games.finished.jotto event,
    // both for the outbox relay to publish.
    const starts = await db('outbox')
      .where({ subject: 'games.started.jotto' })
      .whereRaw(`payload->'starts' @> jsonb_build_array(jsonb_build_object('playerId', ?::text))`, [
        userId,
      ]);
    expect(starts).toHaveLength(1);
    const events = await db('outbox')
      .select('subject', 'payload')
      .where('subject', 'like', 'games.finished.%')
      .whereRaw(`payload->>'playerId' = ?`, [userId]);
    expect(events).toHaveLength(1);
    expect(events[0].subject).toBe('games.finished.jotto');
    expect(events[0].payload).toMatchObject({
      game: 'jotto',
      playerId: userId,
      userId,
      day: dayKey(),
      mode: 'daily',
      won: true,
      score: score.json.score,
      attempts: 2,
      timeTaken: score.json.timeTaken,
    });
  });

  it("moves a guest's game to the account they sign up with", async () => {
    const tab = new Browserish(stack.url);
    const [one, two] = wrongGuesses();
    await tab.post('/api/jotto/daily/guess', { guess: one });
    await tab.post('/api/jotto/daily/guess', { guess: two });
    await signUpVerified(stack, tab, {
      email: `linked-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    let guesses: string[] = [];
    for (let tries = 0; tries < 50 && guesses.length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const daily = JottoDaily.parse((await tab.get('/api/jotto/daily')).json);
      guesses = daily.guesses.map((attempt) => attempt.guess);
    }
    expect(guesses).toEqual([one!.toUpperCase(), two!.toUpperCase()]);
  });

  it('keeps one entry per person and day when a guest signs in to an account that already played', async () => {
    const email = `twice-${Date.now()}@example.com`;
    const account = new Browserish(stack.url);
    const user = await signUpVerified(stack, account, { email, password: 'correct horse battery' });
    // Both open the daily well before solving, so both are ranked (slower than the floor).
    await account.get('/api/jotto/daily');
    await viewedAgo(30, user.id);
    await account.post('/api/jotto/daily/guess', { guess: secret });
    expect((await account.post('/api/jotto/daily/score', {})).status).toBe(200);

    const guest = new Browserish(stack.url);
    await guest.get('/api/jotto/daily');
    await viewedAgo(30);
    await guest.post('/api/jotto/daily/guess', { guess: wrongGuesses()[0] });
    await guest.post('/api/jotto/daily/guess', { guess: secret });
    expect((await guest.post('/api/jotto/daily/score', {})).status).toBe(200);
    const board = async (tab: Browserish) =>
      JottoLeaderboard.parse((await tab.get('/api/jotto/daily/leaderboard')).json);
    const before = await board(account);
    expect((await board(guest)).filter((entry) => entry.isYou)).toHaveLength(1);

    expect(
      (await guest.post('/api/auth/login', { email, password: 'correct horse battery' })).status,
    ).toBe(200);
    let after = before;
    for (let tries = 0; tries < 50 && after.length === before.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await board(account);
    }
    expect(after).toHaveLength(before.length - 1);
    const mine = after.filter((entry) => entry.isYou);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.attempts).toBe(1);
  });
});
