import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  WordreeArchiveDay,
  WordreeArchiveLeaderboard,
  WordreeArchiveSubmitResult,
  WordreeGame,
  WordreeHint,
  type WordreeArchiveSubmitBody,
} from '@hub/proto';
import { archiveCalendarKey } from '../../../api/archive';
import { apiFetch } from '../../../api/client';
import type { Referee } from '../useWordreeGame';

const dayPath = (day: string) => `/api/wordree/archive/${encodeURIComponent(day)}`;
const dayKey = (day: string) => [dayPath(day)] as const;
const leaderboardKey = (day: string) => [`${dayPath(day)}/leaderboard`] as const;

/**
 * A past day's puzzle and the player's chain on it. The server keeps archive chains for everyone,
 * guests by their session, so the page restores the chain from here on any device.
 */
export function useArchiveDay(day: string) {
  return useQuery({
    queryKey: dayKey(day),
    queryFn: () => apiFetch(dayPath(day), WordreeArchiveDay),
    // Read afresh on each visit: the chain may have grown since (here, or on another device).
    staleTime: 0,
  });
}

/** The day's daily board, and where the player's archive result would have stood on it. */
export function useArchiveLeaderboard(day: string, enabled: boolean) {
  return useQuery({
    queryKey: leaderboardKey(day),
    queryFn: () => apiFetch(`${dayPath(day)}/leaderboard`, WordreeArchiveLeaderboard),
    enabled,
    staleTime: 0,
  });
}

/** The board's calls for a past day: the daily's, on that day's puzzle. */
export const archiveReferee = (day: string, queryClient: QueryClient): Referee => ({
  async start(word) {
    const game = await apiFetch(`${dayPath(day)}/games`, WordreeGame, {
      method: 'POST',
      body: word,
    });
    // A first chain marks the day started on the calendar.
    void queryClient.invalidateQueries({ queryKey: archiveCalendarKey('wordree') });
    return game;
  },
  addWord: (gameId, word) =>
    apiFetch(`${dayPath(day)}/games/${gameId}/words`, WordreeGame, {
      method: 'POST',
      body: word,
    }),
  hint: (gameId) => apiFetch(`${dayPath(day)}/games/${gameId}/hint`, WordreeHint),
});

/** Hands the chain in; the day, its board and the calendar change with it. */
export function useArchiveSubmit(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WordreeArchiveSubmitBody) =>
      apiFetch(`${dayPath(day)}/submit`, WordreeArchiveSubmitResult, { method: 'POST', body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dayKey(day) });
      void queryClient.invalidateQueries({ queryKey: leaderboardKey(day) });
      void queryClient.invalidateQueries({ queryKey: archiveCalendarKey('wordree') });
    },
  });
}
