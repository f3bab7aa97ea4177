import {
  challengeDayOf,
  challengerPlayerId,
  challengeView,
  createChallenge,
  findChallenge,
  type Identity,
} from '@hub/kit';
import {
  GUEST_NAME,
  puzzleNumber,
  type CreatedChallenge,
  type WordreeChallenge,
  type WordreeChallengeResult,
} from '@hub/proto';
import { currentDaily } from '../db/daily-puzzles.repository';
import { findPlayerGame, finishedArchiveGame } from '../db/games.repository';
import { findSubmission } from '../db/submissions.repository';
import type { WordreeContext } from './context';

/** Shown for a challenger who never put a name on the day's board (an archive result has none). */
const UNNAMED_PLAYER = 'Player';

/** The daily board's order: the higher score; equal scores share a rank, so they tie. */
export const challengeOrder = (a: WordreeChallengeResult, b: WordreeChallengeResult): number =>
  b.score - a.score;

/**
 * A player's finished chain of a day's current daily: their daily submission, else their archive
 * result (docs/rules.md#the-archive); null while neither exists.
 */
async function finishedChain(ctx: WordreeContext, dailyPuzzleId: number, playerId: string) {
  const submission = await findSubmission(ctx.db, dailyPuzzleId, playerId);
  if (submission) {
    const game = await findPlayerGame(ctx.db, submission.gameId, playerId);
    const result: WordreeChallengeResult = {
      score: submission.score,
      words: game?.words.length ?? 0,
    };
    return { result, name: submission.displayName };
  }
  const archived = await finishedArchiveGame(ctx.db, playerId, dailyPuzzleId);
  if (!archived) return null;
  return { result: { score: archived.score, words: archived.words.length }, name: null };
}

/** The player's challenge to a day they have finished, today's or a past one. */
export async function createWordreeChallenge(
  ctx: WordreeContext,
  identity: Identity,
  body: unknown,
): Promise<CreatedChallenge> {
  const day = challengeDayOf(body);
  const puzzle = await currentDaily(ctx.db, day);
  const finished = puzzle ? await finishedChain(ctx, puzzle.daily.id, identity.playerId) : null;
  return createChallenge(ctx.db, identity, day, finished !== null);
}

/**
 * A challenge as the asking player sees it; the results are the chains the server refereed, read
 * now from the day's current daily (docs/rules.md#challenges).
 */
export async function getWordreeChallenge(
  ctx: WordreeContext,
  identity: Identity,
  params: unknown,
): Promise<WordreeChallenge> {
  const challenge = await findChallenge(ctx.db, params);
  const puzzle = await currentDaily(ctx.db, challenge.day);
  if (!puzzle) throw new Error(`Challenge ${challenge.id} names a day without a daily`);
  const [yours, theirs] = await Promise.all([
    finishedChain(ctx, puzzle.daily.id, identity.playerId),
    finishedChain(ctx, puzzle.daily.id, challengerPlayerId(challenge)),
  ]);
  return challengeView({
    challenge,
    number: puzzleNumber(challenge.day),
    now: ctx.clock.now(),
    // The name the day's board shows for them (an account's own, else the one typed with it).
    challenger: theirs?.name ?? (challenge.challengerUserId === null ? GUEST_NAME : UNNAMED_PLAYER),
    identity,
    yours: yours?.result ?? null,
    theirs: theirs?.result ?? null,
    order: challengeOrder,
  });
}
