import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  ArchiveCalendar,
  dayKey,
  JottoArchiveGame,
  JottoArchiveLeaderboard,
  JottoDaily,
} from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

/** Answers the past days are given; real words, so guessing them is a legal guess. */
const PAST_WORDS = ['crane', 'pilot', 'mouth', 'fudge'];
const WRONG_GUESS = 'stick';
const NOT_IN_ARCHIVE = "That day's puzzle is not in the archive";

describe.each(TOPOLOGIES)('Jotto archive through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let db: Knex;
  const today = dayKey();
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  let words: Record<string, string>;

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'jotto');
    // Today's puzzle is stored by the first request; the past days as if the site had run then.
    expect((await new Browserish(stack.url).get('/api/jotto/daily')).status).toBe(200);
    const todays = await db('daily_puzzles').first('word', 'number').where({ day: today });
    const [first, second] = PAST_WORDS.filter((word) => word !== todays.word);
    words = { [yesterday]: first!, [twoDaysAgo]: second! };
    await db('daily_puzzles').insert([
      { day: yesterday, number: todays.number - 1, word: words[yesterday] },
      { day: twoDaysAgo, number: todays.number - 2, word: words[twoDaysAgo] },
    ]);
    // Yesterday's board: two ranked players, one kept unranked (too fast), one archive player.
    const solved = { solved_at: db.fn.now(), attempts: 3, time_taken: 60 };
    await db('daily_games').insert([
      { day: yesterday, player_id: 'best', score: 999_999, ...solved },
      { day: yesterday, player_id: 'worst', score: 0, ...solved },
      { day: yesterday, player_id: 'too-fast', score: 999_999, ranked: false, ...solved },
      { day: yesterday, player_id: 'later', score: 999_999, archive: true, ...solved },
    ]);
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  it('lists only the days before today, and answers nothing for today or a later day', async () => {
    const tab = new Browserish(stack.url);
    const calendar = ArchiveCalendar.parse((await tab.get('/api/jotto/archive')).json);
    expect(calendar.today).toBe(today);
    expect(calendar.days.map((entry) => entry.day)).toEqual([yesterday, twoDaysAgo]);
    expect(calendar.days[0]).toMatchObject({ status: 'new', playedAs: null });

    // Today is the daily's; tomorrow is scheduled and secret; a day before the first puzzle has
    // none. All three look alike, so none tells anything.
    for (const day of [today, addDays(today, 1), addDays(today, -400)]) {
      const answer = await tab.get(`/api/jotto/archive/${day}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: NOT_IN_ARCHIVE });
      const guess = await tab.post(`/api/jotto/archive/${day}/guess`, { guess: WRONG_GUESS });
      expect(guess.status).toBe(404);
    }
    const malformed = await tab.get('/api/jotto/archive/yesterday');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: expect.stringContaining('YYYY-MM-DD') });
  });

  it('plays a past day unranked: the word only once solved, then where it would have stood', async () => {
    const tab = new Browserish(stack.url);
    const secret = words[yesterday]!;
    const opened = await tab.get(`/api/jotto/archive/${yesterday}`);
    expect(opened.status).toBe(200);
    expect(JottoArchiveGame.parse(opened.json)).toMatchObject({
      date: yesterday,
      word: null,
      completed: false,
      playedAs: null,
    });
    expect(opened.text.toLowerCase()).not.toContain(secret);

    const wrong = await tab.post(`/api/jotto/archive/${yesterday}/guess`, { guess: WRONG_GUESS });
    expect(wrong.status).toBe(200);
    expect(wrong.json).toMatchObject({ isCorrect: false, word: null });
    const started = ArchiveCalendar.parse((await tab.get('/api/jotto/archive')).json);
    expect(started.days[0]).toMatchObject({ day: yesterday, status: 'started', playedAs: null });

    const solve = await tab.post(`/api/jotto/archive/${yesterday}/guess`, { guess: secret });
    expect(solve.json).toMatchObject({ isCorrect: true, word: secret.toUpperCase() });
    const again = await tab.post(`/api/jotto/archive/${yesterday}/guess`, { guess: 'pilot' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "You've already solved this puzzle" });

    const game = JottoArchiveGame.parse((await tab.get(`/api/jotto/archive/${yesterday}`)).json);
    expect(game).toMatchObject({
      word: secret.toUpperCase(),
      completed: true,
      playedAs: 'archive',
    });
    expect(game.guesses).toHaveLength(2);
    const calendar = ArchiveCalendar.parse((await tab.get('/api/jotto/archive')).json);
    expect(calendar.days[0]).toMatchObject({ status: 'finished', playedAs: 'archive' });

    // Behind 'best', ahead of 'worst'; the unranked and the other archive game do not count.
    const board = JottoArchiveLeaderboard.parse(
      (await tab.get(`/api/jotto/archive/${yesterday}/leaderboard`)).json,
    );
    expect(board.standing).toEqual({ rank: 2, of: 3 });
    expect(board.entries.map((entry) => entry.score)).toEqual([999_999, 0]);
    expect(board.entries.some((entry) => entry.isYou)).toBe(false);

    // Today's daily is untouched, and the game counts for today, never for yesterday's streak.
    const daily = JottoDaily.parse((await tab.get('/api/jotto/daily')).json);
    expect(daily).toMatchObject({ completed: false, guesses: [] });
    const { player_id: playerId } = await db('daily_games')
      .first('player_id')
      .where({ day: yesterday, archive: true })
      .whereNotIn('player_id', ['later']);
    const events = await db('outbox')
      .select('subject', 'payload')
      .where('subject', 'like', 'games.finished.%')
      .whereRaw(`payload->>'playerId' = ?`, [playerId]);
    expect(events).toHaveLength(1);
    expect(events[0].subject).toBe('games.finished.jotto');
    expect(events[0].payload).toMatchObject({
      mode: 'archive',
      day: today,
      puzzleDay: yesterday,
      ranked: false,
      won: true,
      attempts: 2,
    });
  });

  it('shows a day a player finished on its day as theirs, with their real rank', async () => {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `archive-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await db('daily_games').insert({
      day: twoDaysAgo,
      player_id: user.id,
      user_id: user.id,
      attempts: 4,
      solved_at: db.fn.now(),
      score: 800,
      time_taken: 90,
    });
    const calendar = ArchiveCalendar.parse((await tab.get('/api/jotto/archive')).json);
    expect(calendar.days[1]).toMatchObject({
      day: twoDaysAgo,
      status: 'finished',
      playedAs: 'daily',
    });
    const game = JottoArchiveGame.parse((await tab.get(`/api/jotto/archive/${twoDaysAgo}`)).json);
    expect(game).toMatchObject({ word: words[twoDaysAgo]!.toUpperCase(), playedAs: 'daily' });
    const board = JottoArchiveLeaderboard.parse(
      (await tab.get(`/api/jotto/archive/${twoDaysAgo}/leaderboard`)).json,
    );
    expect(board.standing).toBeNull();
    expect(board.entries).toEqual([expect.objectContaining({ rank: 1, score: 800, isYou: true })]);
    const solve = await tab.post(`/api/jotto/archive/${twoDaysAgo}/guess`, {
      guess: words[twoDaysAgo],
    });
    expect(solve.status).toBe(409);
  });
});
