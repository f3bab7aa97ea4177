/**
 * The Jotto VS rating: Elo, damped per pair of players. VS results feed this instead of global
 * points, because points summed over matches two accounts of one person can play without end.
 */
export const VS_RATING = {
  /** Every account starts here. */
  initial: 1000,
  /** The Elo K-factor of a pair's first result in the window. */
  k: 32,
  /** How far back a pair's earlier results damp the next one. */
  pairWindowDays: 30,
} as const;

/** The chance Elo gives a player rated `rating` to beat one rated `opponentRating`. */
export function expectedScore(rating: number, opponentRating: number): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / 400));
}

/**
 * The K-factor for a result between two players who already have `priorPairResults` rated
 * results against each other in the window: K / (1 + n). Elo alone lets two accounts of one
 * person pump one of them by playing each other (ten straight wins: +110, a hundred: +308); with
 * this damping their n-th game in the window moves ratings by at most 32 / n, so farming grows
 * like a harmonic sum, about 16 × ln n for the winner (ten wins: +42, a hundred: +67, a thousand:
 * +88), while beating many different opponents is worth the full K each time. Results against
 * everyone else are not damped, and a real rivalry loses little: an even pair barely moves anyway.
 */
export function pairK(priorPairResults: number): number {
  return VS_RATING.k / (1 + Math.max(0, priorPairResults));
}

export interface RatedResult {
  winner: number;
  loser: number;
  /** The K-factor used, after damping. */
  k: number;
  /** What the winner gained and the loser lost: a pair's ratings sum to the same before and after. */
  delta: number;
}

/**
 * New ratings after one decided match. Jotto VS has no draws and no abandons (a match ends only
 * when someone finds the other's word), so a result is always a win and a loss.
 */
export function rateResult(result: {
  winner: number;
  loser: number;
  priorPairResults: number;
}): RatedResult {
  const k = pairK(result.priorPairResults);
  const delta = k * (1 - expectedScore(result.winner, result.loser));
  return { winner: result.winner + delta, loser: result.loser - delta, k, delta };
}
