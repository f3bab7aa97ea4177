import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BloomDailyInfo,
  BloomHint,
  BloomLeaderboard,
  BloomSaveAnswer,
  BloomScoreAnswer,
  type BloomBoard,
  type BloomSaveBody,
  type BloomScoreBody,
} from '@hub/proto';
import { apiFetch } from '../../api/client';
import { earlyOr } from '../../api/early';
import { DAILY_PATH, EARLY_DAILY } from './requests';

const LEADERBOARD_PATH = '/api/bloom/leaderboard';

/**
 * Today's garden with the player's saved state. The hub caches the same call for its countdown;
 * the game keeps its own entry and always asks again, since the saved state moves as they play.
 * The first ask takes over the request the app's start sent (preload.ts), if any.
 */
export function useDailyGarden(playerKey: string | undefined) {
  return useQuery({
    queryKey: [DAILY_PATH, 'game', playerKey],
    queryFn: () => earlyOr(EARLY_DAILY, BloomDailyInfo, () => apiFetch(DAILY_PATH, BloomDailyInfo)),
    enabled: playerKey !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useLeaderboard() {
  return useQuery({
    queryKey: [LEADERBOARD_PATH],
    queryFn: () => apiFetch(LEADERBOARD_PATH, BloomLeaderboard),
  });
}

export const saveGarden = (body: BloomSaveBody) =>
  apiFetch('/api/bloom/state/save', BloomSaveAnswer, { method: 'POST', body });

export function useHint() {
  return useMutation({
    mutationFn: (board: BloomBoard) =>
      apiFetch('/api/bloom/hint', BloomHint, { method: 'POST', body: { board } }),
  });
}

export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BloomScoreBody) =>
      apiFetch('/api/bloom/score', BloomScoreAnswer, { method: 'POST', body }),
    // SPEC §7: a new score invalidates the leaderboard; the player's stats move with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LEADERBOARD_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] }),
      ]),
  });
}
