import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JottoDaily,
  JottoDailyGuessResult,
  JottoLeaderboard,
  JottoScoreResult,
  type JottoScoreBody,
} from '@hub/proto';
import { apiFetch } from '../../../api/client';

export const DAILY_KEY = ['/api/jotto/daily'] as const;
export const DAILY_LEADERBOARD_KEY = ['/api/jotto/daily/leaderboard'] as const;

export function useJottoDaily() {
  return useQuery({
    queryKey: DAILY_KEY,
    queryFn: () => apiFetch('/api/jotto/daily', JottoDaily),
  });
}

export function useDailyLeaderboard(enabled: boolean) {
  return useQuery({
    queryKey: DAILY_LEADERBOARD_KEY,
    queryFn: () => apiFetch('/api/jotto/daily/leaderboard', JottoLeaderboard),
    enabled,
    staleTime: 0,
  });
}

/** A guess; the answer is folded into the cached puzzle so the list updates at once. */
export function useDailyGuess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guess: string) =>
      apiFetch('/api/jotto/daily/guess', JottoDailyGuessResult, {
        method: 'POST',
        body: { guess },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<JottoDaily>(DAILY_KEY, (daily) =>
        daily ? { ...daily, guesses: [...daily.guesses, result.guess] } : daily,
      );
      // Solving reveals the word, score and time, which only the server knows.
      if (result.isCorrect) void queryClient.invalidateQueries({ queryKey: DAILY_KEY });
    },
  });
}

export function useDailyScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JottoScoreBody) =>
      apiFetch('/api/jotto/daily/score', JottoScoreResult, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DAILY_LEADERBOARD_KEY }),
  });
}
