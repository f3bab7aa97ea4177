import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@hub/proto';
import { apiFetch } from '../../api/client';
import { challengePath } from './api';
import { CHALLENGE_GAMES } from './games';

/** A challenge as the player sees it; read afresh on each screen, as either side may finish. */
export function useChallenge(game: GameType, id: string) {
  return useQuery({
    queryKey: [challengePath(game, id)],
    queryFn: () => apiFetch(challengePath(game, id), CHALLENGE_GAMES[game].parser),
    staleTime: 0,
  });
}
