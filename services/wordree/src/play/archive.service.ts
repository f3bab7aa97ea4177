import type { z } from 'zod';
import {
  ARCHIVE_MESSAGES,
  archiveDayOf,
  archiveDayView,
  archiveStanding,
  conflict,
  notFound,
  secondsBetween,
  type Identity,
} from '@hub/kit';
import {
  dayKey,
  type ArchiveCalendar,
  type ArchiveStanding,
  type WordInput,
  type WordreeArchiveDay,
  type WordreeArchiveLeaderboard,
  type WordreeArchiveResult,
  type WordreeArchiveSubmitBody,
  type WordreeArchiveSubmitResult,
  type WordreeGame,
  type WordreeHint,
} from '@hub/proto';
import { archivedDailies } from '../db/archive.repository';
import { currentDaily } from '../db/daily-puzzles.repository';
import {
  findPlayerGame,
  finishedArchiveGame,
  latestDailyGame,
  type GameRecord,
} from '../db/games.repository';
import {
  findSubmission,
  rankedAround,
  rankOfScore,
  type SubmissionRecord,
} from '../db/submissions.repository';
import { archiveProgressOf } from '../domain/archive';
import type { WordreeContext } from './context';
import { ARCHIVE_FINISHED, leaderboardOf, submitChain } from './daily.service';
import { addWord, gameView, hintFor, startArchiveGame, type ArchivePuzzle } from './games.service';
import { templateView } from './templates.service';

/** Every past day, newest first, with the player's progress (docs/rules.md#the-archive). */
export async function getArchiveCalendar(
  ctx: WordreeContext,
  identity: Identity,
): Promise<ArchiveCalendar> {
  const today = dayKey(ctx.clock.now());
  const dailies = await archivedDailies(ctx.db, identity.playerId, today);
  return {
    today,
    days: dailies.map((daily) => archiveDayView(archiveProgressOf(daily.day, daily))),
  };
}

/**
 * The current daily puzzle of the past day an archive address names. Today's, a later day's or
 * a day without one is the same 404; a missing day is never made here, as today's daily is.
 */
async function archivePuzzle(ctx: WordreeContext, params: unknown): Promise<ArchivePuzzle> {
  const found = await currentDaily(ctx.db, archiveDayOf(params, ctx.clock.now()));
  if (!found) throw notFound(ARCHIVE_MESSAGES.notInArchive);
  return found;
}

/** The player's ends of a day: their daily submission, else their archive result. */
async function endsOf(ctx: WordreeContext, identity: Identity, { daily }: ArchivePuzzle) {
  const [submission, archived] = await Promise.all([
    findSubmission(ctx.db, daily.id, identity.playerId),
    finishedArchiveGame(ctx.db, identity.playerId, daily.id),
  ]);
  return { submission, archived };
}

/** A day finished, on its day or in the archive, is not played again. */
async function openDay(ctx: WordreeContext, identity: Identity, params: unknown) {
  const puzzle = await archivePuzzle(ctx, params);
  const { submission, archived } = await endsOf(ctx, identity, puzzle);
  if (submission || archived) throw conflict(ARCHIVE_FINISHED);
  return puzzle;
}

async function standingOf(
  ctx: WordreeContext,
  dailyPuzzleId: number,
  score: number,
): Promise<ArchiveStanding> {
  const { better, ranked } = await rankedAround(ctx.db, dailyPuzzleId, score);
  return archiveStanding(better, ranked);
}

async function resultOf(
  ctx: WordreeContext,
  dailyPuzzleId: number,
  submission: SubmissionRecord | undefined,
  archived: GameRecord | undefined,
): Promise<WordreeArchiveResult | null> {
  if (submission) {
    return {
      playedAs: 'daily',
      score: submission.score,
      timeTaken: submission.timeTaken,
      rank: submission.ranked ? await rankOfScore(ctx.db, dailyPuzzleId, submission.score) : null,
    };
  }
  if (!archived?.completedAt) return null;
  return {
    playedAs: 'archive',
    score: archived.score,
    timeTaken: secondsBetween(
      archived.archiveStartedAt ?? archived.createdAt,
      archived.completedAt,
    ),
    rank: null,
  };
}

/**
 * A past day's puzzle as its daily served it (the grid, never its words), with the player's chain:
 * the finished one, else the latest in play, an archive chain or one left unfinished on its day.
 */
export async function getArchiveDay(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
): Promise<WordreeArchiveDay> {
  const puzzle = await archivePuzzle(ctx, params);
  const { daily, template } = puzzle;
  const { submission, archived } = await endsOf(ctx, identity, puzzle);
  const game = submission
    ? await findPlayerGame(ctx.db, submission.gameId, identity.playerId)
    : (archived ?? (await latestDailyGame(ctx.db, identity.playerId, daily.id, 'any')));
  return {
    ...templateView(template),
    dailyPuzzleId: daily.id,
    day: daily.day,
    game: game ? gameView(game, template) : null,
    result: await resultOf(ctx, daily.id, submission, archived),
  };
}

/** The first word of an archive chain. */
export async function startArchive(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
  body: z.output<typeof WordInput>,
): Promise<WordreeGame> {
  return startArchiveGame(ctx, identity, await openDay(ctx, identity, params), body);
}

export async function addArchiveWord(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
  gameId: string,
  body: z.output<typeof WordInput>,
): Promise<WordreeGame> {
  return addWord(ctx, identity, gameId, body, await openDay(ctx, identity, params));
}

export async function archiveHint(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
  gameId: string,
): Promise<WordreeHint> {
  return hintFor(ctx, identity, gameId, await openDay(ctx, identity, params));
}

/** Hands an archive chain in: the player's unranked result for the day, and where it stands. */
export async function submitArchive(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
  body: z.output<typeof WordreeArchiveSubmitBody>,
): Promise<WordreeArchiveSubmitResult> {
  const puzzle = await archivePuzzle(ctx, params);
  const { score, timeTaken } = await submitChain(ctx, identity, puzzle, body, { mode: 'archive' });
  return { score, timeTaken, standing: await standingOf(ctx, puzzle.daily.id, score) };
}

/** The day's daily board, and where the player's archive result would have stood on it. */
export async function getArchiveLeaderboard(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
): Promise<WordreeArchiveLeaderboard> {
  const puzzle = await archivePuzzle(ctx, params);
  const [entries, { submission, archived }] = await Promise.all([
    leaderboardOf(ctx, puzzle.daily.id),
    endsOf(ctx, identity, puzzle),
  ]);
  const standing =
    archived && !submission ? await standingOf(ctx, puzzle.daily.id, archived.score) : null;
  return { entries, standing };
}
