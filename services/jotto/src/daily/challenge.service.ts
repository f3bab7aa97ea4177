import {
  challengeDayOf,
  challengerPlayerId,
  challengeView,
  createChallenge,
  findChallenge,
  findPlayerNames,
  type Identity,
} from '@hub/kit';
import type { CreatedChallenge, JottoChallenge, JottoChallengeResult } from '@hub/proto';
import type { JottoContext } from '../context';
import { findDailyGame, type DailyGameRecord } from '../db/daily.repository';
import { findPuzzle } from '../db/schedule.repository';
import { fallbackDisplayName } from '../domain/display-name';

/** A solved game of a day as a challenge shows it; null while it is unsolved. */
export function challengeResult(game: DailyGameRecord | null): JottoChallengeResult | null {
  if (!game?.solvedAt || game.score === null) return null;
  return { score: game.score, guesses: game.attempts, timeTaken: game.timeTaken ?? 0 };
}

/** The daily board's order: the higher score, then fewer guesses; both equal share a place. */
export const challengeOrder = (a: JottoChallengeResult, b: JottoChallengeResult): number =>
  b.score - a.score || a.guesses - b.guesses;

/** The player's challenge to a day they have solved, today's or a past one. */
export async function createJottoChallenge(
  ctx: JottoContext,
  identity: Identity,
  body: unknown,
): Promise<CreatedChallenge> {
  const day = challengeDayOf(body);
  const game = await findDailyGame(ctx.db, day, identity.playerId);
  return createChallenge(ctx.db, identity, day, challengeResult(game) !== null);
}

/**
 * A challenge as the asking player sees it; the results are the games the server refereed, read
 * now (docs/rules.md#challenges).
 */
export async function getJottoChallenge(
  ctx: JottoContext,
  identity: Identity,
  params: unknown,
): Promise<JottoChallenge> {
  const challenge = await findChallenge(ctx.db, params);
  const challenger = challengerPlayerId(challenge);
  const [puzzle, yours, theirs, names] = await Promise.all([
    findPuzzle(ctx.db, challenge.day),
    findDailyGame(ctx.db, challenge.day, identity.playerId),
    findDailyGame(ctx.db, challenge.day, challenger),
    findPlayerNames(ctx.db, [challenge.challengerUserId]),
  ]);
  if (!puzzle) throw new Error(`Challenge ${challenge.id} names a day without a puzzle`);
  return challengeView({
    challenge,
    number: puzzle.number,
    now: ctx.now(),
    challenger:
      names.get(challenge.challengerUserId ?? '') ??
      fallbackDisplayName(challenge.challengerPlayerId, challenge.challengerUserId !== null),
    identity,
    yours: challengeResult(yours),
    theirs: challengeResult(theirs),
    order: challengeOrder,
  });
}
