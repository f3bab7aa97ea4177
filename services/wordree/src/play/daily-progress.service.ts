import { dailyStatusOf, unrankedReason, type Identity } from '@hub/kit';
import type { DailyStatus, WordreeDailyProgress } from '@hub/proto';
import { findPlayerGame, latestDailyGame } from '../db/games.repository';
import { findSubmission, rankOfScore } from '../db/submissions.repository';
import { WORDREE_MIN_SOLVE_SECONDS } from '../domain/scoring';
import type { WordreeContext } from './context';
import { todaysDaily } from './daily.service';
import { gameView } from './games.service';
import { requireTemplate } from './templates.service';

/**
 * The player's own part of today's daily, kept by the server so it follows the account: a
 * second device restores the chain and, once submitted, shows the daily as done with its
 * leaderboard open. Reading it is not a view of the puzzle (the daily read records that).
 */
export async function dailyProgress(
  ctx: WordreeContext,
  identity: Identity,
): Promise<WordreeDailyProgress> {
  const { daily } = await todaysDaily(ctx);
  const submission = await findSubmission(ctx.db, daily.id, identity.playerId);
  const game = submission
    ? await findPlayerGame(ctx.db, submission.gameId, identity.playerId)
    : await latestDailyGame(ctx.db, identity.playerId, daily.id);
  return {
    dailyPuzzleId: daily.id,
    game: game ? gameView(game, await requireTemplate(ctx, game.templateId)) : null,
    submission: submission
      ? {
          displayName: submission.displayName,
          score: submission.score,
          timeTaken: submission.timeTaken,
          rank: submission.ranked ? await rankOfScore(ctx.db, daily.id, submission.score) : null,
          unranked: unrankedReason(submission.ranked, WORDREE_MIN_SOLVE_SECONDS),
        }
      : null,
  };
}

/** How far the player got with today's daily, for the hub: read without opening it. */
export async function dailyStatus(ctx: WordreeContext, identity: Identity): Promise<DailyStatus> {
  const { daily } = await todaysDaily(ctx);
  const submission = identity.newPlayer
    ? null
    : await findSubmission(ctx.db, daily.id, identity.playerId);
  const game = submission && (await findPlayerGame(ctx.db, submission.gameId, identity.playerId));
  return dailyStatusOf(
    ctx.db,
    daily.day,
    identity,
    submission
      ? {
          score: submission.score,
          timeTaken: submission.timeTaken,
          attempts: null,
          hintsUsed: null,
          words: game ? game.words.length : null,
        }
      : null,
  );
}
