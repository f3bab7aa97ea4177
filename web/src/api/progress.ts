import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROGRESS_STREAM_EVENTS,
  PROGRESS_STREAM_PATH,
  VS_RATING_PATH,
  type Achievement,
  type GameType,
  type LeaderboardPeriod,
} from '@hub/proto';
import { toast } from '../toast/useToast';
import { ApiError, apiFetch, lazyParser, type Parser } from './client';
import type * as ProgressSchemas from './progressSchemas';
import { useUser } from './user';
import { zodLoaded } from './zod';

type Schemas = typeof ProgressSchemas;
/**
 * progressSchemas.ts, once zod has loaded in a task of its own (zod.ts). Importing the schemas
 * with this module made a game's page build every progress schema, zod first, in one task of
 * some 150 ms on a throttled phone, just after its first paint.
 */
const schemas = async (): Promise<Schemas> => {
  await zodLoaded();
  return import('./progressSchemas');
};
const schema = <T>(pick: (loaded: Schemas) => Parser<T>) => lazyParser(schemas, pick);

/** The stats queries' key: the progress stream refetches every query under it (history too). */
export const STATS_KEY = '/api/user/stats';
const ACHIEVEMENTS_KEY = '/api/user/achievements';
const LEADERBOARDS_KEY = '/api/leaderboards';

/** Per-game stats; only asked for when signed in (docs/architecture.md#the-web-app). */
export function useGameStats() {
  const { user } = useUser();
  return useQuery({
    queryKey: [STATS_KEY, user?.id],
    queryFn: () =>
      apiFetch(
        STATS_KEY,
        schema((loaded) => loaded.GameStats),
      ),
    enabled: user !== null,
  });
}

/** Every achievement with its unlocked state; only asked for when signed in. */
export function useAchievements() {
  const { user } = useUser();
  return useQuery({
    queryKey: [ACHIEVEMENTS_KEY, user?.id],
    queryFn: () =>
      apiFetch(
        ACHIEVEMENTS_KEY,
        schema((loaded) => loaded.Achievements),
      ),
    enabled: user !== null,
  });
}

/** A global leaderboard; everyone's games move it, so it is refetched once it is a minute old. */
export function useLeaderboard(game: GameType, period: LeaderboardPeriod) {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEADERBOARDS_KEY, game, period, user?.id],
    queryFn: () =>
      apiFetch(
        `${LEADERBOARDS_KEY}/${game}?period=${encodeURIComponent(period)}`,
        schema((loaded) => loaded.Leaderboard),
      ),
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
    queryFn: () =>
      apiFetch(
        `${LEADERBOARDS_KEY}/${game}/today`,
        schema((loaded) => loaded.TodayDistribution),
      ),
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
    queryFn: () =>
      apiFetch(
        VS_RATING_PATH,
        schema((loaded) => loaded.VsRatingBoard),
      ),
    staleTime: 60_000,
  });
}

function achievementOf(loaded: Schemas, data: string): Achievement | null {
  try {
    const parsed = loaded.Achievement.safeParse(JSON.parse(data));
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
    // Each unlock as it came, read once its batch has ended (the schemas may still be loading).
    let unlocked: string[] = [];
    source.addEventListener(PROGRESS_STREAM_EVENTS.achievement, (message) => {
      unlocked.push(message.data);
    });
    source.addEventListener(PROGRESS_STREAM_EVENTS.progress, () => {
      const batch = unlocked;
      unlocked = [];
      void schemas().then((loaded) =>
        toastUnlocks(
          batch
            .map((data) => achievementOf(loaded, data))
            .filter((achievement) => achievement !== null),
        ),
      );
      for (const key of [STATS_KEY, ACHIEVEMENTS_KEY, LEADERBOARDS_KEY]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    });
    return () => source.close();
  }, [userId, queryClient]);
}
