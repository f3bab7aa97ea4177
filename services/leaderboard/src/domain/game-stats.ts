import { GAME_TYPES, type GameStat, type GameType } from '@hub/proto';
import { streakRecordOf } from './streaks';

/** What the stats of one game are made from: its count and the days its streak counts. */
export interface GamePlay {
  game: GameType;
  gamesPlayed: number;
  /** The Chicago days played (archive play excluded: it never counts for streaks). */
  playDays: readonly string[];
}

/**
 * One stat per game type, zeros for games never played, with the streak, freezes and frozen days
 * as of `today`.
 */
export function gameStatsView(plays: readonly GamePlay[], today: string): GameStat[] {
  return GAME_TYPES.map((game) => {
    const play = plays.find((candidate) => candidate.game === game);
    const record = streakRecordOf(play?.playDays ?? [], today);
    return {
      gameType: game,
      gamesPlayed: play?.gamesPlayed ?? 0,
      currentStreak: record.streak,
      longestStreak: record.longestStreak,
      freezesHeld: record.freezesHeld,
      frozenDays: record.frozenDays,
    };
  });
}
