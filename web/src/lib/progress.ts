import type { Achievement, GameStat, GameType } from '@hub/proto';
import { DEFAULT_ACHIEVEMENT_TOTAL } from '@hub/proto';

const MAX_RECENT_ACHIEVEMENTS = 5;

export function formatDays(days: number): string {
  return days === 1 ? '1 Day' : `${days} Days`;
}

export function gamesPlayedLabel(count: number): string {
  return count === 1 ? '1 game' : `${count} games`;
}

export function totalGamesPlayed(stats: readonly GameStat[]): number {
  return stats.reduce((sum, stat) => sum + stat.gamesPlayed, 0);
}

/** '1 streak freeze', '2 streak freezes'. */
export function freezesLabel(count: number): string {
  return count === 1 ? '1 streak freeze' : `${count} streak freezes`;
}

/** The best current streak across games, and the games whose streak is alive. */
export function streakSummary(stats: readonly GameStat[]): {
  best: number;
  active: Array<{ gameType: GameType; days: number; freezesHeld: number }>;
} {
  const active = stats
    .filter((stat) => stat.currentStreak > 0)
    .map((stat) => ({
      gameType: stat.gameType,
      days: stat.currentStreak,
      freezesHeld: stat.freezesHeld,
    }));
  return { best: Math.max(0, ...active.map((streak) => streak.days)), active };
}

const unlockedTime = (achievement: Achievement) =>
  achievement.unlockedAt ? Date.parse(achievement.unlockedAt) : 0;

/** Counts for the achievements card; the total is a fixed default until the list loads. */
export function achievementSummary(achievements: readonly Achievement[] | undefined): {
  unlocked: number;
  total: number;
  recent: Achievement[];
} {
  if (!achievements) return { unlocked: 0, total: DEFAULT_ACHIEVEMENT_TOTAL, recent: [] };
  const unlocked = achievements
    .filter((achievement) => achievement.unlocked)
    .sort((a, b) => unlockedTime(b) - unlockedTime(a));
  return {
    unlocked: unlocked.length,
    total: achievements.length,
    recent: unlocked.slice(0, MAX_RECENT_ACHIEVEMENTS),
  };
}
