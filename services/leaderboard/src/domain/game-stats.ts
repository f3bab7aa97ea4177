import { GAME_TYPES, type GameStat, type GameType } from '@hub/proto';
import { currentStreak, type StreakRecord } from './streaks';

export interface GameRecord extends StreakRecord {
  game: GameType;
  gamesPlayed: number;
}

/** One stat per game type, zeros for games never played, with the streak as of `today`. */
export function gameStatsView(records: readonly GameRecord[], today: string): GameStat[] {
  return GAME_TYPES.map((game) => {
    const record = records.find((candidate) => candidate.game === game);
    return {
      gameType: game,
      gamesPlayed: record?.gamesPlayed ?? 0,
      currentStreak: record ? currentStreak(record, today) : 0,
      longestStreak: record?.longestStreak ?? 0,
    };
  });
}
