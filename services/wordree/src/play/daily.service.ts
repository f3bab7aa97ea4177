import type { z } from 'zod';
import {
  badRequest,
  conflict,
  enqueueEvent,
  firstDailyView,
  isPlausibleSolve,
  notFound,
  recordDailyView,
  secondsBetween,
  unrankedReason,
  type Identity,
} from '@hub/kit';
import {
  addDays,
  dayKey,
  WORDREE_HISTORY_DAYS,
  startOfDay,
  subjects,
  type WordreeDailyPuzzle,
  type WordreeSubmitBody,
  type WordreeSubmitResult,
  type HistoricalLeaderboard,
  type HistoricalLeaderboards,
  type WordreeLeaderboardEntry,
} from '@hub/proto';
import { DENIED_NAME_MESSAGE, isDeniedName } from '@hub/words';
import {
  currentDaily,
  dailiesBetween,
  findDaily,
  lockDay,
  retireDaily,
  type DailyWithTemplate,
} from '../db/daily-puzzles.repository';
import {
  finishArchiveGame,
  findPlayerGame,
  firstDailyStart,
  markCompleted,
} from '../db/games.repository';
import {
  countPlayers,
  findSubmission,
  insertSubmission,
  rankOfScore,
  standings,
} from '../db/submissions.repository';
import { replayChain } from '../domain/chain';
import { makeGrid } from '../domain/grid';
import { rankEntries } from '../domain/ranking';
import { chainScore, WORDREE_MIN_SOLVE_SECONDS } from '../domain/scoring';
import type { WordreeContext } from './context';
import { dailyExpired, isPlayableToday } from './games.service';
import { createDaily, puzzleOfDay } from './schedule.service';
import { templateView } from './templates.service';

const LEADERBOARD_SIZE = 100;
const PODIUM_SIZE = 3;
const ALREADY_SUBMITTED = 'You have already submitted a score for today’s puzzle';
export const ARCHIVE_FINISHED = 'You have already finished this puzzle';

function dailyView({ daily, template }: DailyWithTemplate): WordreeDailyPuzzle {
  return {
    ...templateView(template),
    dailyPuzzleId: daily.id,
    day: daily.day,
    resetTime: startOfDay(addDays(daily.day, 1)).toISOString(),
  };
}

/** Today's scheduled puzzle (made now, the scheduler's way, if it has not run yet). */
export function todaysDaily(ctx: WordreeContext): Promise<DailyWithTemplate> {
  return puzzleOfDay(ctx, dayKey(ctx.clock.now()));
}

/** Today's puzzle; asked by a player, it is their view of the day, which their time runs from. */
export async function dailyPuzzle(
  ctx: WordreeContext,
  identity?: Identity,
): Promise<WordreeDailyPuzzle> {
  const today = await todaysDaily(ctx);
  if (identity) {
    await recordDailyView(ctx.db, {
      game: 'wordree',
      day: today.daily.day,
      playerId: identity.playerId,
      at: ctx.clock.now(),
      difficulty: today.template.difficulty,
    });
  }
  return dailyView(today);
}

/** An admin's fresh puzzle for today; the old one is retired with its submissions. */
export async function regenerateDaily(ctx: WordreeContext): Promise<WordreeDailyPuzzle> {
  const day = dayKey(ctx.clock.now());
  await ctx.db.transaction(async (trx) => {
    await lockDay(trx, day);
    await retireDaily(trx, day, ctx.clock.now());
    await createDaily(ctx, trx, day);
  });
  // Every other process hears of it from the day table's trigger; this one must not wait to.
  ctx.days.forgetAll();
  return dailyPuzzle(ctx);
}

/**
 * Ranks a finished daily chain. The server's record of the game is what counts: the score and
 * chain the player sends must match it, the chain is re-verified, and the time is the server's
 * own, from the player's first view of the day (a guest's, once they signed in, if earlier) to
 * now. A submission faster than the floor is kept but not ranked.
 */
export async function submitDaily(
  ctx: WordreeContext,
  identity: Identity,
  body: z.output<typeof WordreeSubmitBody>,
): Promise<WordreeSubmitResult> {
  // The name shows on the daily board to everyone: no slur in it, in any spelling (issue 13).
  if (isDeniedName(body.displayName)) throw badRequest(DENIED_NAME_MESSAGE);
  const found = await findDaily(ctx.db, body.dailyPuzzleId);
  if (!found) throw notFound('Daily puzzle not found');
  if (!isPlayableToday(found.daily, ctx.clock.now())) throw dailyExpired();
  const { score, timeTaken, ranked } = await submitChain(ctx, identity, found, body, {
    mode: 'daily',
    displayName: body.displayName,
  });
  return {
    rank: ranked ? await rankOfScore(ctx.db, found.daily.id, score) : null,
    score,
    timeTaken,
    unranked: unrankedReason(ranked, WORDREE_MIN_SOLVE_SECONDS),
  };
}

/** A chain as a player hands it in: the server's game it claims to be, its score and words. */
type ChainClaim = Pick<z.output<typeof WordreeSubmitBody>, 'gameId' | 'score' | 'wordChain'>;

/**
 * How a chain is handed in: to today's daily board under a name, or, for a past day's puzzle in
 * the archive, as the player's unranked result (docs/rules.md#the-archive).
 */
export type ChainSubmission = { mode: 'daily'; displayName: string } | { mode: 'archive' };

/**
 * Finishes a chain on a daily puzzle, today's or (in the archive) a past day's: checked against
 * the server's record, timed by the server, published once. Only today's daily is ranked.
 */
export async function submitChain(
  ctx: WordreeContext,
  identity: Identity,
  { daily, template }: DailyWithTemplate,
  claim: ChainClaim,
  how: ChainSubmission,
): Promise<{ score: number; timeTaken: number; ranked: boolean }> {
  const archive = how.mode === 'archive';
  const now = ctx.clock.now();
  const game = await findPlayerGame(ctx.db, claim.gameId, identity.playerId);
  // In the archive, a daily chain left unfinished on its day may be handed in as it stands.
  const playable = archive ? ['archive', 'daily'] : ['daily'];
  if (!game || game.dailyPuzzleId !== daily.id || !playable.includes(game.mode)) {
    throw badRequest('That game was not played on this daily puzzle');
  }
  const alreadyDone = archive ? ARCHIVE_FINISHED : ALREADY_SUBMITTED;
  if (await findSubmission(ctx.db, daily.id, identity.playerId)) throw conflict(alreadyDone);
  if (archive && game.completedAt) throw conflict(alreadyDone);

  const replayed = replayChain(
    makeGrid(template.gridSize, template.letters),
    game.words,
    ctx.dictionary().isWord,
  );
  if (!replayed.ok) throw badRequest(`Your word chain breaks the rules: ${replayed.message}`);
  const words = replayed.chain.map((played) => played.word);
  const claimed = claim.wordChain.map((word) => word.toLowerCase());
  if (claimed.length !== words.length || claimed.some((word, index) => word !== words[index])) {
    throw badRequest('Your word chain does not match the words you played');
  }
  const score = chainScore(replayed.chain);
  if (claim.score !== score) {
    throw badRequest(`Your score does not match your word chain, which scores ${score}`);
  }
  // The first word records a view too; the fallbacks serve games from before views existed. An
  // archive chain's clock starts at its first archive move.
  const started = archive
    ? (game.archiveStartedAt ?? now)
    : ((await firstDailyView(ctx.db, daily.day, identity.playerId)) ??
      (await firstDailyStart(ctx.db, identity.playerId, daily.id)) ??
      game.createdAt);
  const timeTaken = secondsBetween(started, now);
  const ranked = !archive && isPlausibleSolve(timeTaken, WORDREE_MIN_SOLVE_SECONDS);

  await ctx.db.transaction(async (trx) => {
    if (how.mode === 'daily') {
      const inserted = await insertSubmission(trx, {
        dailyPuzzleId: daily.id,
        gameId: game.id,
        playerId: identity.playerId,
        userId: identity.userId ?? null,
        displayName: how.displayName,
        score,
        wordChain: words,
        timeTaken,
        submittedAt: now,
        ranked,
      });
      if (!inserted) throw conflict(ALREADY_SUBMITTED);
      await markCompleted(trx, game.id, now);
    } else if (!(await finishArchiveGame(trx, game, now))) {
      throw conflict(ARCHIVE_FINISHED);
    }
    await enqueueEvent(trx, subjects.gameFinished('wordree'), {
      game: 'wordree',
      playerId: identity.playerId,
      ...(identity.userId ? { userId: identity.userId } : {}),
      // An archive game counts for the day it is played on, never for its puzzle's day.
      day: archive ? dayKey(now) : daily.day,
      ...(archive ? { puzzleDay: daily.day } : {}),
      finishedAt: now.toISOString(),
      mode: how.mode,
      won: score >= template.targetScore,
      score,
      ranked,
      timeTaken,
      hintsUsed: game.hintsUsed,
    });
  });
  ctx.wakeRelay();
  return { score, timeTaken, ranked };
}

async function ranked(ctx: WordreeContext, dailyPuzzleId: number, limit: number) {
  const rows = await standings(ctx.db, dailyPuzzleId, limit);
  return rankEntries(rows).map(({ rank, displayName, score }): WordreeLeaderboardEntry => ({
    rank,
    displayName,
    score,
  }));
}

/** A daily puzzle's ranking, best first (the archive shows past days' boards too). */
export const leaderboardOf = (ctx: WordreeContext, dailyPuzzleId: number) =>
  ranked(ctx, dailyPuzzleId, LEADERBOARD_SIZE);

/** Today's ranking; empty until someone submits (or before today's puzzle exists). */
export async function dailyLeaderboard(ctx: WordreeContext): Promise<WordreeLeaderboardEntry[]> {
  const today = await currentDaily(ctx.db, dayKey(ctx.clock.now()));
  return today ? leaderboardOf(ctx, today.daily.id) : [];
}

export async function historicalLeaderboard(
  ctx: WordreeContext,
  date: string,
): Promise<HistoricalLeaderboard> {
  const today = dayKey(ctx.clock.now());
  if (date > today) throw badRequest('There is no leaderboard for a day still to come');
  if (date < addDays(today, -WORDREE_HISTORY_DAYS)) {
    throw badRequest(`Leaderboards go back ${WORDREE_HISTORY_DAYS} days`);
  }
  const daily = await currentDaily(ctx.db, date);
  return {
    date,
    dailyPuzzleId: daily?.daily.id ?? null,
    scores: daily ? await leaderboardOf(ctx, daily.daily.id) : [],
  };
}

/** The latest days that had a daily puzzle, newest first, each with its podium. */
export async function historicalLeaderboards(
  ctx: WordreeContext,
  limit: number,
): Promise<HistoricalLeaderboards> {
  const today = dayKey(ctx.clock.now());
  const dailies = await dailiesBetween(ctx.db, addDays(today, -WORDREE_HISTORY_DAYS), today, limit);
  const leaderboards = await Promise.all(
    dailies.map(async (daily) => ({
      date: daily.day,
      dailyPuzzleId: daily.id,
      players: await countPlayers(ctx.db, daily.id),
      scores: await ranked(ctx, daily.id, PODIUM_SIZE),
    })),
  );
  return { leaderboards };
}
