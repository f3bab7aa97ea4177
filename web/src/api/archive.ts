import { useQuery } from '@tanstack/react-query';
import { ArchiveCalendar, type GameType } from '@hub/proto';
import { apiFetch } from './client';

/** A game's archive calendar; a finished archive game invalidates it. */
export const archiveCalendarKey = (game: GameType) => [`/api/${game}/archive`] as const;

export function useArchiveCalendar(game: GameType) {
  return useQuery({
    queryKey: archiveCalendarKey(game),
    queryFn: () => apiFetch(`/api/${game}/archive`, ArchiveCalendar),
    // Mounted each time the dialog opens: read afresh then, as a day may have passed.
    staleTime: 0,
  });
}
