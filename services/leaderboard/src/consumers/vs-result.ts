import type { Knex } from '@hub/kit';
import type { GameFinishedEvent } from '@hub/proto';
import { rateResult, VS_RATING } from '../domain/vs-rating';
import { allVerified } from '../db/players.repository';
import {
  countPairResults,
  isMatchRated,
  lockRatings,
  ratingsOf,
  recordRatedMatch,
} from '../db/vs-ratings.repository';

const DAY_MS = 86_400_000;

/** A VS result both players' ratings can take: a signed-in player, a named opponent and match. */
export function isRatable(
  event: GameFinishedEvent,
): event is GameFinishedEvent & { userId: string; opponentId: string; matchId: string } {
  return (
    event.mode === 'vs' &&
    event.userId !== undefined &&
    event.opponentId !== undefined &&
    event.matchId !== undefined &&
    event.opponentId !== event.userId
  );
}

/**
 * Rates a VS match between two verified accounts once, from whichever of its two events (the winner's, the loser's) comes
 * first: both carry the match, both players and who won, so either changes both ratings the
 * same way, and the other finds the match rated and changes nothing. The players' rating locks
 * make the check and the write one step for concurrent consumers.
 */
export async function applyVsResult(
  trx: Knex.Transaction,
  event: GameFinishedEvent & { userId: string; opponentId: string; matchId: string },
): Promise<void> {
  const { game, matchId, finishedAt } = event;
  const [winnerId, loserId] = event.won
    ? [event.userId, event.opponentId]
    : [event.opponentId, event.userId];
  await lockRatings(trx, [winnerId, loserId]);
  if (await isMatchRated(trx, game, matchId)) return;
  // The damping is per pair, so a farmer's next move is many opponents: accounts that cost
  // nothing (no verified e-mail) would be free wins at full K. Only verified pairs are rated.
  if (!(await allVerified(trx, [winnerId, loserId]))) return;

  const since = new Date(Date.parse(finishedAt) - VS_RATING.pairWindowDays * DAY_MS);
  const priorPairResults = await countPairResults(trx, {
    game,
    players: [winnerId, loserId],
    since,
  });
  const ratings = await ratingsOf(trx, game, [winnerId, loserId]);
  const rated = rateResult({
    winner: ratings.get(winnerId)!,
    loser: ratings.get(loserId)!,
    priorPairResults,
  });
  await recordRatedMatch(trx, {
    game,
    matchId,
    winnerId,
    loserId,
    finishedAt,
    k: rated.k,
    delta: rated.delta,
    ratings: [
      { playerId: winnerId, rating: rated.winner },
      { playerId: loserId, rating: rated.loser },
    ],
  });
}
