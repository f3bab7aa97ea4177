import { useQuery } from '@tanstack/react-query';
import { DailyStatus, type GameType } from '@hub/proto';
import { apiFetch } from './client';

export const dailyStatusKey = (game: GameType) => [`/api/${game}/daily/status`] as const;

/** How far the player got with a game's daily today; asking does not open the puzzle. */
export function useDailyStatus(game: GameType) {
  return useQuery({
    queryKey: dailyStatusKey(game),
    queryFn: () => apiFetch(`/api/${game}/daily/status`, DailyStatus),
    // Read afresh whenever a card shows it: the player may just have come back from playing.
    staleTime: 0,
  });
}
