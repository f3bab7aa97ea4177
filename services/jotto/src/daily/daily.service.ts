import {
  badRequest,
  conflict,
  dailyStatusOf,
  enqueueEvent,
  firstDailyView,
  isPlausibleSolve,
  recordDailyView,
  secondsBetween,
  unrankedReason,
  type Identity,
} from '@hub/kit';
import {
  dayKey,
  nextResetAt,
  subjects,
  type DailyStatus,
  type JottoDaily,
  type JottoDailyGuessResult,
  type JottoLeaderboardEntry,
  type JottoScoreResult,
} from '@hub/proto';
import type { JottoContext } from '../context';
import {
  dailyLeaderboard,
  dailyRank,
  findDailyGame,
  listDailyGuesses,
  lockDailyGame,
  recordDailyAttempt,
  type DailyPuzzleRecord,
} from '../db/daily.repository';
import { guessView, toDailyView } from '../domain/daily-view';
import { fallbackDisplayName } from '../domain/display-name';
import { isCorrectGuess, matchingLetters } from '../domain/matching';
import { dailyScore, JOTTO_MIN_SOLVE_SECONDS } from '../domain/scoring';
import { guessProblem } from '../domain/secret-word';
import { puzzleOfDay } from './schedule.service';

export const LEADERBOARD_SIZE = 100;

export const DAILY_MESSAGES = {
  alreadySolved: "You've already solved today's puzzle",
  archiveSolved: "You've already solved this puzzle",
  notSolved: 'Solve the puzzle before submitting a score',
} as const;

/** Today's scheduled puzzle (made now, the scheduler's way, if it has not run yet). */
function todaysPuzzle(ctx: JottoContext, now: Date): Promise<DailyPuzzleRecord> {
  return puzzleOfDay(ctx, dayKey(now));
}

/** The player's first view of the day, recorded here, is what a too-fast solve is judged by. */
export async function getDaily(ctx: JottoContext, identity: Identity): Promise<JottoDaily> {
  const now = ctx.now();
  const puzzle = await todaysPuzzle(ctx, now);
  await recordDailyView(ctx.db, {
    game: 'jotto',
    day: puzzle.day,
    playerId: identity.playerId,
    at: now,
  });
  const { game, guesses } = await ctx.players.get(
    puzzle.day,
    identity,
    () => playOfDay(ctx, puzzle.day, identity.playerId),
    NOTHING_PLAYED,
  );
  return toDailyView(puzzle, game, guesses, nextResetAt(now));
}

/** How far the player got with today's daily, for the hub: read without opening it. */
export async function getDailyStatus(ctx: JottoContext, identity: Identity): Promise<DailyStatus> {
  const puzzle = await todaysPuzzle(ctx, ctx.now());
  const game = identity.newPlayer
    ? null
    : await findDailyGame(ctx.db, puzzle.day, identity.playerId);
  const score = game?.solvedAt ? game.score : null;
  return dailyStatusOf(
    ctx.db,
    puzzle.day,
    identity,
    game && score !== null
      ? { score, timeTaken: game.timeTaken, attempts: game.attempts, hintsUsed: null, words: null }
      : null,
  );
}

/** The part of a day of a player who has not guessed yet. */
const NOTHING_PLAYED: Awaited<ReturnType<typeof playOfDay>> = { game: null, guesses: [] };

/** A player's game of a day and its guesses, as stored. */
async function playOfDay(ctx: JottoContext, day: string, playerId: string) {
  const game = await findDailyGame(ctx.db, day, playerId);
  // Guesses are recorded with their game, so most reads of the day (a player yet to guess) stop
  // at one query instead of two.
  const guesses = game && game.attempts > 0 ? await listDailyGuesses(ctx.db, day, playerId) : [];
  return { game, guesses };
}

/**
 * One guess at today's word. The solving guess scores the game with the server's clock (from
 * the first guess, docs/rules.md#jotto-daily) and records `games.finished.jotto` in the same
 * transaction. It is ranked only if it came at least the floor after the player's first view of
 * the day (a guess is a view too, for a client that never fetched the daily).
 */
export async function guessDaily(
  ctx: JottoContext,
  identity: Identity,
  guess: string,
): Promise<JottoDailyGuessResult> {
  const puzzle = await todaysPuzzle(ctx, ctx.now());
  await recordDailyView(ctx.db, {
    game: 'jotto',
    day: puzzle.day,
    playerId: identity.playerId,
    at: ctx.now(),
  });
  return guessPuzzle(ctx, identity, puzzle, guess, 'daily');
}

/**
 * A guess at a day's word, today's (`daily`) or a past day's (`archive`: never ranked, and its
 * finished game counts for the day it was played on, docs/rules.md#the-archive).
 */
export async function guessPuzzle(
  ctx: JottoContext,
  identity: Identity,
  puzzle: DailyPuzzleRecord,
  guess: string,
  mode: 'daily' | 'archive',
): Promise<JottoDailyGuessResult> {
  const archive = mode === 'archive';
  const result = await ctx.db.transaction(async (trx) => {
    const game = await lockDailyGame(trx, puzzle.day, identity.playerId, identity.userId ?? null);
    if (game.solvedAt) {
      throw conflict(archive ? DAILY_MESSAGES.archiveSolved : DAILY_MESSAGES.alreadySolved);
    }
    const previous = await listDailyGuesses(trx, puzzle.day, identity.playerId);
    const problem = guessProblem(
      guess,
      previous.map((attempt) => attempt.guess),
      ctx.words,
    );
    if (problem) throw badRequest(problem);

    // Read after the lock: the time a guess waited for another one still counts.
    const now = ctx.now();
    const attempt = {
      attemptNumber: previous.length + 1,
      guess,
      matchingLetters: matchingLetters(guess, puzzle.word),
    };
    // Read at most once, and only when wanted (below).
    let viewed: Promise<Date | null> | undefined;
    const firstView = () => (viewed ??= firstDailyView(trx, puzzle.day, identity.playerId));
    // Today's clock runs from the player's first view of the day's puzzle (the page's load, as
    // the spec times it, by the server's own record), not from the first guess, which a player
    // told the word elsewhere could send the moment they open it: read once, at the first guess,
    // and kept as the game's start. A game left unfinished on its day starts its archive clock
    // afresh at its first guess there.
    let startedAt = archive && !game.archive ? null : game.startedAt;
    if (!archive) startedAt ??= await firstView();
    startedAt ??= now;
    const isCorrect = isCorrectGuess(guess, puzzle.word);
    const timeTaken = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
    // The first view counts for a solve that may be ranked too (a guest's may have moved earlier
    // since the game started): a wrong guess or an archive solve has no use for it.
    const rankable = async () =>
      isPlausibleSolve(
        secondsBetween((await firstView()) ?? startedAt, now),
        JOTTO_MIN_SOLVE_SECONDS,
      );
    const solved = isCorrect
      ? {
          solvedAt: now,
          score: dailyScore(attempt.attemptNumber, timeTaken),
          timeTaken,
          ranked: !archive && (await rankable()),
        }
      : null;
    await recordDailyAttempt(trx, {
      day: puzzle.day,
      playerId: identity.playerId,
      guess: attempt,
      startedAt,
      solved,
      archive,
    });
    if (solved) {
      await enqueueEvent(trx, subjects.gameFinished('jotto'), {
        game: 'jotto',
        playerId: identity.playerId,
        ...(identity.userId ? { userId: identity.userId } : {}),
        day: archive ? dayKey(now) : puzzle.day,
        ...(archive ? { puzzleDay: puzzle.day } : {}),
        finishedAt: now.toISOString(),
        mode,
        won: true,
        score: solved.score,
        ranked: solved.ranked,
        attempts: attempt.attemptNumber,
        timeTaken: solved.timeTaken,
      });
    }
    return { isCorrect, guess: guessView(attempt), word: isCorrect ? puzzle.word : null };
  });
  // Every replica drops its copy of the player's day as this commits (the tables' triggers); this
  // one at once, for the player's next read.
  ctx.players.forget(puzzle.day, identity.playerId);
  if (result.isCorrect) ctx.wakeRelay();
  return { ...result, word: result.word?.toUpperCase() ?? null };
}

/**
 * The solved game's score and rank. The score was set by the solving guess, so asking again (or
 * with another timeTaken) gives the same one: one score per player and day.
 */
export async function submitDailyScore(
  ctx: JottoContext,
  identity: Identity,
): Promise<JottoScoreResult> {
  const day = dayKey(ctx.now());
  const game = await findDailyGame(ctx.db, day, identity.playerId);
  if (!game?.solvedAt || game.score === null) throw conflict(DAILY_MESSAGES.notSolved);
  return {
    score: game.score,
    attempts: game.attempts,
    timeTaken: game.timeTaken ?? 0,
    rank: game.ranked ? ((await dailyRank(ctx.db, day, identity.playerId)) ?? 1) : null,
    unranked: unrankedReason(game.ranked, JOTTO_MIN_SOLVE_SECONDS),
  };
}

export function getDailyLeaderboard(
  ctx: JottoContext,
  identity: Identity,
): Promise<JottoLeaderboardEntry[]> {
  return leaderboardOfDay(ctx, identity, dayKey(ctx.now()));
}

/** A day's ranked daily games, best first (the archive shows past days' boards too). */
export async function leaderboardOfDay(
  ctx: JottoContext,
  identity: Identity,
  day: string,
): Promise<JottoLeaderboardEntry[]> {
  const games = await dailyLeaderboard(ctx.db, day, LEADERBOARD_SIZE);
  return games.map((game) => ({
    rank: game.rank,
    displayName: game.displayName ?? fallbackDisplayName(game.playerId, game.userId !== null),
    score: game.score ?? 0,
    attempts: game.attempts,
    isYou: game.playerId === identity.playerId,
  }));
}
