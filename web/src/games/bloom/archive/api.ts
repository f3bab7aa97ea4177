import { useQuery } from '@tanstack/react-query';
import { archiveCalendarKey } from '../../../api/archive';
import { apiFetch } from '../../../api/client';
import { schema, type GardenCalls } from '../api';

const archivePath = (day: string) => `/api/bloom/archive/${encodeURIComponent(day)}`;
const leaderboardKey = (day: string) => [`${archivePath(day)}/leaderboard`] as const;

/**
 * A past day's garden as the player left it (docs/rules.md#the-archive). Asked again on every
 * visit, like today's: the saved state moves as they play.
 */
export function useArchiveGarden(day: string) {
  return useQuery({
    queryKey: [archivePath(day)],
    queryFn: () =>
      apiFetch(
        archivePath(day),
        schema((loaded) => loaded.BloomArchiveGarden),
      ),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The day's board, and where the player's archive finish would have stood, once there is one. */
export function useArchiveLeaderboard(day: string) {
  return useQuery({
    queryKey: leaderboardKey(day),
    queryFn: () =>
      apiFetch(
        `${archivePath(day)}/leaderboard`,
        schema((loaded) => loaded.BloomArchiveLeaderboard),
      ),
    staleTime: 0,
  });
}

/**
 * A past day's calls: the daily's, under the day's address. Only the server keeps an archive
 * garden, a guest's too (under their session's player id, moved to their account at sign-in).
 */
export const archiveCalls = (day: string): GardenCalls => ({
  save: (garden) =>
    apiFetch(
      `${archivePath(day)}/state/save`,
      schema((loaded) => loaded.BloomSaveAnswer),
      { method: 'POST', body: garden },
    ),
  hint: (board) =>
    apiFetch(
      `${archivePath(day)}/hint`,
      schema((loaded) => loaded.BloomHint),
      { method: 'POST', body: { board } },
    ),
  scorePath: `${archivePath(day)}/score`,
  daily: false,
  // The standing comes with the day's board; the calendar marks the day finished.
  finished: [leaderboardKey(day), archiveCalendarKey('bloom')],
  guestCopy: false,
});
