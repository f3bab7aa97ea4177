import {
  challengeDayOf,
  challengerPlayerId,
  challengeView,
  createChallenge,
  findChallenge,
  findPlayerNames,
  type Identity,
} from '@hub/kit';
import {
  GUEST_NAME,
  type BloomChallenge,
  type BloomChallengeResult,
  type CreatedChallenge,
} from '@hub/proto';
import { findPuzzleByDay } from '../db/puzzles.repository';
import { findScore, type ScoreRecord } from '../db/scores.repository';
import type { PlayContext } from './context';

/** A finished garden as a challenge shows it; null while there is no score. */
export const challengeResult = (score: ScoreRecord | null): BloomChallengeResult | null =>
  score && { score: score.score, timeTaken: score.timeTaken, hints: score.hintsUsed };

/** The daily board's order: the higher score, then the faster time; both equal share a place. */
export const challengeOrder = (a: BloomChallengeResult, b: BloomChallengeResult): number =>
  b.score - a.score || a.timeTaken - b.timeTaken;

/** A player's score for a day's garden, on the day or in the archive; null if there is none. */
async function scoreOfDay(ctx: PlayContext, day: string, playerId: string) {
  const puzzle = await findPuzzleByDay(ctx.db, day);
  return puzzle && findScore(ctx.db, { puzzleId: puzzle.id, playerId });
}

/** The player's challenge to a day they have finished, today's or a past one. */
export async function createBloomChallenge(
  ctx: PlayContext,
  identity: Identity,
  body: unknown,
): Promise<CreatedChallenge> {
  const day = challengeDayOf(body);
  const score = await scoreOfDay(ctx, day, identity.playerId);
  return createChallenge(ctx.db, identity, day, score !== null);
}

/**
 * A challenge as the asking player sees it; the results are the scores the server gave, read
 * now (docs/rules.md#challenges).
 */
export async function getBloomChallenge(
  ctx: PlayContext,
  identity: Identity,
  params: unknown,
): Promise<BloomChallenge> {
  const challenge = await findChallenge(ctx.db, params);
  const puzzle = await findPuzzleByDay(ctx.db, challenge.day);
  if (!puzzle) throw new Error(`Challenge ${challenge.id} names a day without a garden`);
  const key = (playerId: string) => ({ puzzleId: puzzle.id, playerId });
  const [yours, theirs, names] = await Promise.all([
    findScore(ctx.db, key(identity.playerId)),
    findScore(ctx.db, key(challengerPlayerId(challenge))),
    findPlayerNames(ctx.db, [challenge.challengerUserId]),
  ]);
  return challengeView({
    challenge,
    number: puzzle.puzzleNumber,
    now: ctx.now(),
    // As the board names them: the name auth announced, else the one stored with the score.
    challenger: names.get(challenge.challengerUserId ?? '') ?? theirs?.displayName ?? GUEST_NAME,
    identity,
    yours: challengeResult(yours),
    theirs: challengeResult(theirs),
    order: challengeOrder,
  });
}
