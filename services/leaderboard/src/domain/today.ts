import {
  HIGHER_IS_BETTER,
  HISTORY_MEASURES,
  type GameType,
  type TodayDistribution,
} from '@hub/proto';
import { distributionOf, gamesIn, inBucket, type MeasureCount } from './history';

/**
 * How everyone who finished a day's daily did, in the game's measure and the profile's buckets,
 * and where the asking player's own `value` (one of `counts`) falls: its bucket, and the share of
 * the other finishers it beat (fewer guesses or seconds, more points; a tie beats nobody).
 */
export function todayDistributionOf(
  game: GameType,
  day: string,
  counts: readonly MeasureCount[],
  value: number,
): TodayDistribution {
  const measure = HISTORY_MEASURES[game];
  const distribution = distributionOf(measure, counts);
  const players = Math.max(1, gamesIn(counts));
  const beaten = gamesIn(
    counts.filter((other) =>
      HIGHER_IS_BETTER[measure] ? other.value < value : other.value > value,
    ),
  );
  const others = players - 1;
  return {
    game,
    day,
    measure,
    players,
    distribution,
    you: {
      value,
      bucket: Math.max(
        0,
        distribution.findIndex((bucket) => inBucket(value, bucket)),
      ),
      betterThan: others > 0 ? Math.floor((beaten * 100) / others) : 0,
    },
  };
}
