import { useQuery } from '@tanstack/react-query';
import { STATS_HISTORY_PATH, StatsHistory } from '@hub/proto';
import { apiFetch } from './client';
import { STATS_KEY } from './progress';
import { useUser } from './user';

/**
 * Each game's results over time, for the profile's charts; only asked for when signed in. Under
 * the stats' key, so a game finished elsewhere refetches it with the stats.
 */
export function useStatsHistory() {
  const { user } = useUser();
  return useQuery({
    queryKey: [STATS_KEY, 'history', user?.id],
    queryFn: () => apiFetch(STATS_HISTORY_PATH, StatsHistory),
    enabled: user !== null,
  });
}
