import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JottoArchiveGame, JottoArchiveLeaderboard, JottoDailyGuessResult } from '@hub/proto';
import { archiveCalendarKey } from '../../../api/archive';
import { apiFetch } from '../../../api/client';

const archivePath = (day: string) => `/api/jotto/archive/${encodeURIComponent(day)}`;
const gameKey = (day: string) => [archivePath(day)] as const;
const leaderboardKey = (day: string) => [`${archivePath(day)}/leaderboard`] as const;

/** A past day's puzzle as the player left it (docs/rules.md#the-archive). */
export function useArchiveGame(day: string) {
  return useQuery({
    queryKey: gameKey(day),
    queryFn: () => apiFetch(archivePath(day), JottoArchiveGame),
  });
}

/** The day's board and where the player's archive solve would have stood, once it is solved. */
export function useArchiveLeaderboard(day: string, enabled: boolean) {
  return useQuery({
    queryKey: leaderboardKey(day),
    queryFn: () => apiFetch(`${archivePath(day)}/leaderboard`, JottoArchiveLeaderboard),
    enabled,
    staleTime: 0,
  });
}

/** A guess at a past day's word; solving it changes the calendar, and reveals what only the server knows. */
export function useArchiveGuess(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guess: string) =>
      apiFetch(`${archivePath(day)}/guess`, JottoDailyGuessResult, {
        method: 'POST',
        body: { guess },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<JottoArchiveGame>(gameKey(day), (game) =>
        game ? { ...game, guesses: [...game.guesses, result.guess] } : game,
      );
      if (result.isCorrect) {
        void queryClient.invalidateQueries({ queryKey: gameKey(day) });
        void queryClient.invalidateQueries({ queryKey: archiveCalendarKey('jotto') });
      }
    },
  });
}
