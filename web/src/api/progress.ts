import { useQuery } from '@tanstack/react-query';
import { Achievement, GameStat } from '@hub/proto';
import { apiFetch } from './client';
import { useUser } from './user';

const GameStats = GameStat.array();
const Achievements = Achievement.array();

/** Per-game stats; only asked for when signed in (SPEC §4). */
export function useGameStats() {
  const { user } = useUser();
  return useQuery({
    queryKey: ['/api/user/stats', user?.id],
    queryFn: () => apiFetch('/api/user/stats', GameStats),
    enabled: user !== null,
  });
}

/** Every achievement with its unlocked state; only asked for when signed in. */
export function useAchievements() {
  const { user } = useUser();
  return useQuery({
    queryKey: ['/api/user/achievements', user?.id],
    queryFn: () => apiFetch('/api/user/achievements', Achievements),
    enabled: user !== null,
  });
}
