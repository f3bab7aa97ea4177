import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Achievement,
  GameStat,
  Leaderboard,
  PROGRESS_STREAM_EVENTS,
  PROGRESS_STREAM_PATH,
  VS_RATING_PATH,
  TodayDistribution,
  VsRatingBoard,
  type GameType,
  type LeaderboardPeriod,
} from '@hub/proto';
import { toast } from '../toast/useToast';
import { ApiError, apiFetch } from './client';
import { useUser } from './user';

const GameStats = GameStat.array();
const Achievements = Achievement.array();

/** The stats queries' key: the progress stream refetches every query under it (history too). */
export const STATS_KEY = '/api/user/stats';
const ACHIEVEMENTS_KEY = '/api/user/achievements';
const LEADERBOARDS_KEY = '/api/leaderboards';

/** Per-game stats; only asked for when signed in (docs/architecture.md#the-web-app). */
export function useGameStats() {
  const { user } = useUser();
  return useQuery({
    queryKey: [STATS_KEY, user?.id],
    queryFn: () => apiFetch(STATS_KEY, GameStats),
    enabled: user !== null,
  });
}

/** Every achievement with its unlocked state; only asked for when signed in. */
export function useAchievements() {
  const { user } = useUser();
  return useQuery({
    queryKey: [ACHIEVEMENTS_KEY, user?.id],
    queryFn: () => apiFetch(ACHIEVEMENTS_KEY, Achievements),
    enabled: user !== null,
  });
}

/** A global leaderboard; everyone's games move it, so it is refetched once it is a minute old. */
export function useLeaderboard(game: GameType, period: LeaderboardPeriod) {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEADERBOARDS_KEY, game, period, user?.id],
    queryFn: () =>
      apiFetch(`${LEADERBOARDS_KEY}/${game}?period=${encodeURIComponent(period)}`, Leaderboard),
    staleTime: 60_000,
  });
}

/** Until the game's finish reaches the leaderboard service, it answers 403: asked again. */
const TODAY_RETRIES = 8;

/**
 * How everyone who finished today's daily did (the completion dialog's chart): asked once the
 * player finished. The finish reaches the leaderboard service a moment after the game answered
 * it, so a refusal in that moment is asked again, a second apart.
 */
export function useTodayDistribution(game: GameType, finished: boolean) {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEADERBOARDS_KEY, game, 'today', user?.id],
    queryFn: () => apiFetch(`${LEADERBOARDS_KEY}/${game}/today`, TodayDistribution),
    enabled: finished,
    retry: (failures, error) =>
      error instanceof ApiError && error.status === 403 && failures < TODAY_RETRIES,
    retryDelay: 1_000,
    staleTime: 60_000,
  });
}

/** The Jotto VS rating board; under the leaderboards' key, so a finished game refetches it too. */
export function useVsRating() {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEADERBOARDS_KEY, 'jotto', 'vs-rating', user?.id],
    queryFn: () => apiFetch(VS_RATING_PATH, VsRatingBoard),
    staleTime: 60_000,
  });
}

function achievementOf(data: string): Achievement | null {
  try {
    const parsed = Achievement.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One toast for the unlocks of one game, since a new toast replaces the one on screen. */
function toastUnlocks(achievements: readonly Achievement[]): void {
  const [only] = achievements;
  if (!only) return;
  toast({
    title: 'Achievement Unlocked!',
    description:
      achievements.length === 1
        ? `${only.iconUrl} ${only.name}: ${only.description}`
        : achievements.map(({ iconUrl, name }) => `${iconUrl} ${name}`).join(' · '),
  });
}

/**
 * While signed in, follows the server's progress stream: new unlocks are toasted, and stats,
 * achievements and leaderboards refetched, as soon as a game is applied. The server ends each
 * batch of unlocks with a `progress` message. EventSource reconnects by itself, sending the last
 * message id, from which the server tells it what it missed meanwhile.
 */
export function useAchievementToasts(): void {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(PROGRESS_STREAM_PATH);
    let unlocked: Achievement[] = [];
    source.addEventListener(PROGRESS_STREAM_EVENTS.achievement, (message) => {
      const achievement = achievementOf(message.data);
      if (achievement) unlocked.push(achievement);
    });
    source.addEventListener(PROGRESS_STREAM_EVENTS.progress, () => {
      toastUnlocks(unlocked);
      unlocked = [];
      for (const key of [STATS_KEY, ACHIEVEMENTS_KEY, LEADERBOARDS_KEY]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    });
    return () => source.close();
  }, [userId, queryClient]);
}
