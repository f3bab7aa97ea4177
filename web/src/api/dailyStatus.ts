import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@hub/proto';
import { firstScreenPainted } from '../lib/firstScreen';
import { apiFetch } from './client';
import { zodLoaded } from './zod';

export const dailyStatusKey = (game: GameType) => [`/api/${game}/daily/status`] as const;

/**
 * How far the player got with a game's daily today; asking does not open the puzzle. Asked once
 * the first screen has painted, and checked with a schema loaded then: the landing page shows
 * these lines, and its first screen carries no zod (web/README.md, "Size budget").
 */
export function useDailyStatus(game: GameType) {
  return useQuery({
    queryKey: dailyStatusKey(game),
    queryFn: async () => {
      await firstScreenPainted();
      return apiFetch(`/api/${game}/daily/status`, () =>
        zodLoaded()
          .then(() => import('./schemas/dailyStatus'))
          .then((schemas) => schemas.DailyStatus),
      );
    },
    // Read afresh whenever a card shows it: the player may just have come back from playing.
    staleTime: 0,
  });
}
