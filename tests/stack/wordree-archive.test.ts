import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  ArchiveCalendar,
  dayKey,
  puzzleNumber,
  WordreeArchiveDay,
  WordreeArchiveLeaderboard,
  WordreeArchiveSubmitResult,
  WordreeDailyPuzzle,
  WordreeGame,
  WordreeHint,
  type PlayedWord,
} from '@hub/proto';
import { chainThrough, nonWordPath } from '@hub/wordree/testing';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const NOT_IN_ARCHIVE = "That day's puzzle is not in the archive";
const FINISHED = 'You have already finished this puzzle';
const PASSWORD = 'correct horse battery';

interface Template {
  id: number;
  grid_size: number;
  letters: string;
  target_score: number;
}

const lettersOf = (template: Template) => ({
  gridSize: template.grid_size,
  letters: template.letters,
});
const points = (words: readonly PlayedWord[]) => words.reduce((sum, word) => sum + word.points, 0);
const claimOf = (game: WordreeGame) => ({
  gameId: game.id,
  score: game.score,
  wordChain: game.wordChain.map((played) => played.word),
});

describe.each(TOPOLOGIES)('Wordree archive through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let db: Knex;
  const today = dayKey();
  const yesterday = addDays(today, -1);
  const twoDaysAgo = addDays(today, -2);
  /** Each past day's current daily puzzle, and the template it plays. */
  const days: Record<string, { dailyPuzzleId: number; template: Template }> = {};
  /** Yesterday's puzzle before an admin's reset, with a submission of its own. */
  let retired: { dailyPuzzleId: number; template: Template };
  /** The first three words of a chain on yesterday's puzzle, and what they score. */
  let chain: PlayedWord[];
  let chainScore: number;

  const tab = () => new Browserish(stack.url);
  const archive = (day: string, rest = '') => `/api/wordree/archive/${day}${rest}`;

  async function insertDaily(day: string, template: Template, retiredAt: Date | null = null) {
    const [row] = await db('daily_puzzles')
      .insert({ day, template_id: template.id, created_at: new Date(), retired_at: retiredAt })
      .returning('id');
    return { dailyPuzzleId: row.id as number, template };
  }

  /** A ranked or unranked daily submission of someone else's, as the day's board had it. */
  async function insertSubmission(
    dailyPuzzleId: number,
    templateId: number,
    name: string,
    score: number,
    ranked = true,
  ) {
    const gameId = randomUUID();
    const playerId = `other-${randomUUID()}`;
    const at = new Date(Date.now() - 86_400_000);
    await db('games').insert({
      id: gameId,
      player_id: playerId,
      template_id: templateId,
      mode: 'daily',
      daily_puzzle_id: dailyPuzzleId,
      words: JSON.stringify([]),
      score,
      created_at: at,
      updated_at: at,
      completed_at: at,
    });
    await db('daily_submissions').insert({
      daily_puzzle_id: dailyPuzzleId,
      game_id: gameId,
      player_id: playerId,
      display_name: name,
      score,
      word_chain: JSON.stringify([]),
      time_taken: 120,
      submitted_at: at,
      ranked,
    });
  }

  /** Plays `words` as one archive chain of `day`; answers the game after the last word. */
  async function playArchive(player: Browserish, day: string, words: readonly PlayedWord[]) {
    const [first, ...rest] = words;
    const started = await player.post(archive(day, '/games'), { path: first!.path });
    expect(started.status, started.text).toBe(201);
    let game = WordreeGame.parse(started.json);
    for (const word of rest) {
      const next = await player.post(archive(day, `/games/${game.id}/words`), word);
      expect(next.status, next.text).toBe(200);
      game = WordreeGame.parse(next.json);
    }
    return game;
  }

  const calendarOf = async (player: Browserish) =>
    ArchiveCalendar.parse((await player.get('/api/wordree/archive')).json);
  const dayOf = async (player: Browserish, day: string) =>
    WordreeArchiveDay.parse((await player.get(archive(day))).json);

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'wordree');
    // Today's puzzle is stored by the first request; the past days as if the site had run then,
    // on grids of the seeded pool (made daily ones here, as the schedule makes its own).
    expect((await tab().get('/api/puzzle-templates/daily')).status).toBe(200);
    const pool = await db('templates')
      .select(
        'difficulty',
        'grid_size',
        'letters',
        'possible_words',
        'common_words',
        'target_score',
      )
      .where({ difficulty: 'medium', for_daily: false })
      .orderBy('id')
      .limit(3);
    const made: Template[] = [];
    for (const template of pool) {
      const [row] = await db('templates')
        .insert({ ...template, for_daily: true })
        .returning(['id', 'grid_size', 'letters', 'target_score']);
      made.push(row);
    }
    const [forYesterday, forTwoDaysAgo, replaced] = made;
    // Yesterday's puzzle was reset by an admin: the archive plays the one that replaced it.
    retired = await insertDaily(yesterday, replaced!, new Date(Date.now() - 3_600_000 * 30));
    days[yesterday] = await insertDaily(yesterday, forYesterday!);
    days[twoDaysAgo] = await insertDaily(twoDaysAgo, forTwoDaysAgo!);

    chain = chainThrough(lettersOf(forYesterday!)).slice(0, 3);
    chainScore = points(chain);
    // Yesterday's board: a better player, a tie (not better: equal scores share a rank), a worse
    // one; around them, what never ranks: a too-fast submission, another archive player's
    // result, and a submission on the retired puzzle.
    const { dailyPuzzleId, template } = days[yesterday]!;
    await insertSubmission(dailyPuzzleId, template.id, 'Best', 999_999);
    await insertSubmission(dailyPuzzleId, template.id, 'Tied', chainScore);
    await insertSubmission(dailyPuzzleId, template.id, 'Worst', 0);
    await insertSubmission(dailyPuzzleId, template.id, 'Too Fast', 999_999, false);
    await insertSubmission(retired.dailyPuzzleId, retired.template.id, 'Reset Away', 999_999);
    const later = new Date(Date.now() - 600_000);
    await db('games').insert({
      id: randomUUID(),
      player_id: 'archive-player',
      template_id: template.id,
      mode: 'archive',
      daily_puzzle_id: dailyPuzzleId,
      words: JSON.stringify([]),
      score: 999_999,
      created_at: later,
      updated_at: later,
      completed_at: later,
      archive_started_at: later,
    });
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  it('lists only the days before today, and answers nothing for today or a later day', async () => {
    const player = tab();
    const calendar = await calendarOf(player);
    expect(calendar.today).toBe(today);
    expect(calendar.days).toEqual([
      { day: yesterday, number: puzzleNumber(yesterday), status: 'new', playedAs: null },
      { day: twoDaysAgo, number: puzzleNumber(twoDaysAgo), status: 'new', playedAs: null },
    ]);

    // Today is the daily's; tomorrow is scheduled and secret; a day before the first puzzle has
    // none. All three look alike, so none tells anything.
    const path = chain[0]!.path;
    const claim = { gameId: randomUUID(), score: 10, wordChain: ['cat'] };
    for (const day of [today, addDays(today, 1), addDays(today, -400)]) {
      for (const answer of [
        await player.get(archive(day)),
        await player.post(archive(day, '/games'), { path }),
        await player.post(archive(day, `/games/${randomUUID()}/words`), { path }),
        await player.get(archive(day, `/games/${randomUUID()}/hint`)),
        await player.post(archive(day, '/submit'), claim),
        await player.get(archive(day, '/leaderboard')),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ message: NOT_IN_ARCHIVE });
      }
    }
    for (const answer of [
      await player.get(archive('yesterday')),
      await player.post(archive('2025-3-1', '/games'), { path }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: expect.stringContaining('YYYY-MM-DD') });
    }
  });

  it('plays a past day unranked, then says where it would have stood', async () => {
    const guest = tab();
    const daily = WordreeDailyPuzzle.parse((await guest.get('/api/puzzle-templates/daily')).json);
    const { dailyPuzzleId, template } = days[yesterday]!;

    // The day as its daily served it (after the reset, the new puzzle), and nothing more.
    const opened = await guest.get(archive(yesterday));
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(WordreeArchiveDay.parse(opened.json)).toEqual({
      id: template.id,
      difficulty: 'medium',
      gridSize: template.grid_size,
      letters: template.letters,
      possibleWords: expect.any(Number),
      targetScore: template.target_score,
      dailyPuzzleId,
      day: yesterday,
      game: null,
      result: null,
    });
    const served = Object.keys(opened.json).sort();
    const dailyServes = Object.keys(daily).filter((key) => key !== 'resetTime');
    expect(served).toEqual([...dailyServes, 'game', 'result'].sort());

    // The daily's rules, word by word.
    const [first, second, third] = chain;
    const refused = await guest.post(archive(yesterday, '/games'), {
      path: nonWordPath(lettersOf(template)),
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: 'Word not found in dictionary' });
    const begun = await playArchive(guest, yesterday, [first!, second!]);
    expect(begun).toMatchObject({ mode: 'archive', dailyPuzzleId, completed: false });
    const hint = await guest.get(archive(yesterday, `/games/${begun.id}/hint`));
    expect(hint.status, hint.text).toBe(200);
    expect(WordreeHint.parse(hint.json).hint).not.toBe(second!.word);
    const game = WordreeGame.parse(
      (await guest.post(archive(yesterday, `/games/${begun.id}/words`), third)).json,
    );
    expect(game).toMatchObject({ score: chainScore, hintsUsed: 1 });
    // An archive chain is played through the archive's calls: to the daily's, its day is over.
    expect((await guest.post(`/api/games/${game.id}/words`, third)).status).toBe(410);
    expect((await calendarOf(guest)).days[0]).toMatchObject({ status: 'started', playedAs: null });
    expect((await dayOf(guest, yesterday)).game).toEqual(game);

    const lie = await guest.post(archive(yesterday, '/submit'), { ...claimOf(game), score: 999 });
    expect(lie.status).toBe(400);
    const handedIn = await guest.post(archive(yesterday, '/submit'), claimOf(game));
    expect(handedIn.status, handedIn.text).toBe(201);
    const result = WordreeArchiveSubmitResult.parse(handedIn.json);
    // Behind Best; level with Tied, which is no better; ahead of Worst. Nothing else counts.
    expect(result).toMatchObject({ score: chainScore, standing: { rank: 2, of: 4 } });
    expect(result.timeTaken).toBeGreaterThanOrEqual(0);

    for (const again of [
      await guest.post(archive(yesterday, '/submit'), claimOf(game)),
      await guest.post(archive(yesterday, '/games'), { path: first!.path }),
      await guest.post(archive(yesterday, `/games/${game.id}/words`), chain[0]),
    ]) {
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: FINISHED });
    }
    expect(await dayOf(guest, yesterday)).toMatchObject({
      game: { id: game.id, completed: true, score: chainScore },
      result: { playedAs: 'archive', score: chainScore, rank: null },
    });
    expect((await calendarOf(guest)).days[0]).toMatchObject({
      day: yesterday,
      status: 'finished',
      playedAs: 'archive',
    });
    const board = WordreeArchiveLeaderboard.parse(
      (await guest.get(archive(yesterday, '/leaderboard'))).json,
    );
    expect(board).toEqual({
      entries: [
        { rank: 1, displayName: 'Best', score: 999_999 },
        { rank: 2, displayName: 'Tied', score: chainScore },
        { rank: 3, displayName: 'Worst', score: 0 },
      ],
      standing: { rank: 2, of: 4 },
    });
    // The day's own board is untouched.
    const history = await guest.get(`/api/historical-leaderboard?date=${yesterday}`);
    expect(history.json).toEqual({ date: yesterday, dailyPuzzleId, scores: board.entries });

    // Today's daily is still the guest's to play and submit.
    const progress = await guest.get('/api/daily-puzzle/progress');
    expect(progress.json).toEqual({
      dailyPuzzleId: daily.dailyPuzzleId,
      game: null,
      submission: null,
    });
    const [todays] = chainThrough(daily);
    const started = await guest.post('/api/games', {
      templateId: daily.id,
      mode: 'daily',
      path: todays!.path,
    });
    expect(started.status, started.text).toBe(201);
    await db('daily_views')
      .where({ day: today })
      .update({ first_viewed_at: db.raw("first_viewed_at - interval '1 minute'") });
    const submitted = await guest.post('/api/daily-puzzle/submit', {
      dailyPuzzleId: daily.dailyPuzzleId,
      displayName: 'Archivist',
      ...claimOf(WordreeGame.parse(started.json)),
    });
    expect(submitted.status, submitted.text).toBe(201);
    expect(submitted.json).toMatchObject({ rank: 1, unranked: null });

    // The archive game counts for today, the day it was played, never for yesterday's streak.
    const { player_id: playerId } = await db('games').first('player_id').where({ id: game.id });
    const events = await db('outbox')
      .select('subject', 'payload')
      .where('subject', 'like', 'games.finished.%')
      .whereRaw(`payload->>'playerId' = ?`, [playerId])
      .orderBy('id');
    expect(events.map((event) => event.payload.mode)).toEqual(['archive', 'daily']);
    expect(events[0].subject).toBe('games.finished.wordree');
    expect(events[0].payload).toMatchObject({
      game: 'wordree',
      mode: 'archive',
      day: today,
      puzzleDay: yesterday,
      ranked: false,
      score: chainScore,
      won: chainScore >= template.target_score,
      hintsUsed: 1,
    });
    expect(events[1].payload).toMatchObject({ day: today, ranked: true });
    expect(events[1].payload.puzzleDay).toBeUndefined();
  });

  it('shows a day finished on its day as played then, with its rank, never to replay', async () => {
    const player = tab();
    // Named as on the board: a signed-in player's board name is the account's.
    const user = await signUpVerified(stack, player, {
      email: `archive-daily-${Date.now()}@example.com`,
      password: PASSWORD,
      firstName: 'Grace',
    });
    const { dailyPuzzleId, template } = days[twoDaysAgo]!;
    const words = chainThrough(lettersOf(template)).slice(0, 2);
    const gameId = randomUUID();
    const at = new Date(Date.now() - 2 * 86_400_000);
    await db('games').insert({
      id: gameId,
      player_id: user.id,
      user_id: user.id,
      template_id: template.id,
      mode: 'daily',
      daily_puzzle_id: dailyPuzzleId,
      words: JSON.stringify(words),
      score: points(words),
      created_at: at,
      updated_at: at,
      completed_at: at,
    });
    await db('daily_submissions').insert({
      daily_puzzle_id: dailyPuzzleId,
      game_id: gameId,
      player_id: user.id,
      user_id: user.id,
      display_name: 'Grace',
      score: points(words),
      word_chain: JSON.stringify(words.map((word) => word.word)),
      time_taken: 95,
      submitted_at: at,
      ranked: true,
    });

    expect((await calendarOf(player)).days[1]).toEqual({
      day: twoDaysAgo,
      number: puzzleNumber(twoDaysAgo),
      status: 'finished',
      playedAs: 'daily',
    });
    expect(await dayOf(player, twoDaysAgo)).toMatchObject({
      game: { id: gameId, mode: 'daily', completed: true, wordChain: words },
      result: { playedAs: 'daily', score: points(words), timeTaken: 95, rank: 1 },
    });
    const board = WordreeArchiveLeaderboard.parse(
      (await player.get(archive(twoDaysAgo, '/leaderboard'))).json,
    );
    expect(board).toEqual({
      entries: [{ rank: 1, displayName: 'Grace', score: points(words) }],
      standing: null,
    });
    for (const again of [
      await player.post(archive(twoDaysAgo, '/games'), { path: words[0]!.path }),
      await player.post(archive(twoDaysAgo, `/games/${gameId}/words`), words[1]),
      await player.post(archive(twoDaysAgo, '/submit'), {
        gameId,
        score: points(words),
        wordChain: words.map((word) => word.word),
      }),
    ]) {
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: FINISHED });
    }
  });

  it('finishes in the archive a daily chain left unfinished on its day, timed afresh', async () => {
    const player = tab();
    const user = await signUpVerified(stack, player, {
      email: `archive-resume-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    const { dailyPuzzleId, template } = days[yesterday]!;
    const gameId = randomUUID();
    const onTheDay = new Date(Date.now() - 86_400_000);
    await db('games').insert({
      id: gameId,
      player_id: user.id,
      user_id: user.id,
      template_id: template.id,
      mode: 'daily',
      daily_puzzle_id: dailyPuzzleId,
      words: JSON.stringify(chain.slice(0, 1)),
      score: points(chain.slice(0, 1)),
      created_at: onTheDay,
      updated_at: onTheDay,
    });
    expect((await calendarOf(player)).days[0]).toMatchObject({ status: 'started' });
    expect((await dayOf(player, yesterday)).game).toMatchObject({ id: gameId, mode: 'daily' });

    const moved = await player.post(archive(yesterday, `/games/${gameId}/words`), chain[1]);
    expect(moved.status, moved.text).toBe(200);
    const game = WordreeGame.parse(moved.json);
    expect(game).toMatchObject({ id: gameId, mode: 'archive', score: points(chain.slice(0, 2)) });
    const handedIn = await player.post(archive(yesterday, '/submit'), claimOf(game));
    expect(handedIn.status, handedIn.text).toBe(201);
    // A day old, but timed from its first archive move.
    expect(WordreeArchiveSubmitResult.parse(handedIn.json).timeTaken).toBeLessThan(600);
    const event = await db('outbox')
      .first('payload')
      .where('subject', 'like', 'games.finished.%')
      .whereRaw(`payload->>'playerId' = ?`, [user.id]);
    expect(event.payload).toMatchObject({ mode: 'archive', day: today, puzzleDay: yesterday });
  });

  it("moves a guest's archive play to the account at sign-in; the account's own result stands", async () => {
    const email = `archive-link-${Date.now()}@example.com`;
    const account = tab();
    await signUpVerified(stack, account, { email, password: PASSWORD });
    const { template } = days[twoDaysAgo]!;
    const words = chainThrough(lettersOf(template)).slice(0, 2);
    const own = await playArchive(account, twoDaysAgo, words.slice(0, 1));
    expect((await account.post(archive(twoDaysAgo, '/submit'), claimOf(own))).status).toBe(201);

    // The same person, not yet signed in on another device: the same day, and another begun.
    const guest = tab();
    const guestsOwn = await playArchive(guest, twoDaysAgo, words);
    expect((await guest.post(archive(twoDaysAgo, '/submit'), claimOf(guestsOwn))).status).toBe(201);
    const begun = await playArchive(guest, yesterday, chain.slice(0, 1));
    const signIn = await guest.post('/api/auth/login', { email, password: PASSWORD });
    expect(signIn.status, signIn.text).toBe(200);

    await expect
      .poll(async () => (await guest.get(`/api/games/${begun.id}`)).status, { timeout: 15_000 })
      .toBe(200);
    const calendar = await calendarOf(account);
    expect(calendar.days.map(({ status, playedAs }) => ({ status, playedAs }))).toEqual([
      { status: 'started', playedAs: null },
      { status: 'finished', playedAs: 'archive' },
    ]);
    expect(await dayOf(account, twoDaysAgo)).toMatchObject({
      game: { id: own.id },
      result: { playedAs: 'archive', score: own.score },
    });
    expect(await dayOf(account, yesterday)).toMatchObject({ game: { id: begun.id } });
    expect((await account.get(`/api/games/${guestsOwn.id}`)).status).toBe(404);
  });
});
