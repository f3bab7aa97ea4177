import { useQuery } from '@tanstack/react-query';
import {
  DictionaryValidation,
  HistoricalLeaderboard,
  PuzzleTemplate,
  PuzzleTemplateView,
  WordreeDailyLeaderboard,
  WordreeDailyPuzzle,
  WordreeGame,
  WordreeHint,
  WordreeSubmitResult,
  type StartGameBody,
  type WordInput,
  type WordreeDifficulty,
  type WordreeMode,
  type WordreeSubmitBody,
} from '@hub/proto';
import { ApiError, apiFetch, type Parser } from '../../api/client';

export const wordreeKeys = {
  daily: ['/api/puzzle-templates/daily'] as const,
  random: ['/api/puzzle-templates/random'] as const,
  shared: ['/api/puzzle-templates'] as const,
  byId: (id: number, mode: WordreeMode) => ['/api/puzzle-templates', id, mode] as const,
  leaderboard: ['/api/daily-puzzle/leaderboard'] as const,
  history: (date: string) => ['/api/historical-leaderboard', date] as const,
};

/** SPEC §8: every puzzle fetch fails with this one message. */
export const PUZZLE_FETCH_FAILED = 'Failed to fetch puzzle';

async function fetchPuzzle<T>(path: string, schema: Parser<T>): Promise<T> {
  try {
    return await apiFetch(path, schema);
  } catch (error) {
    throw new Error(PUZZLE_FETCH_FAILED, { cause: error });
  }
}

/** Today's daily puzzle: fresh for an hour, kept two, never refetched on focus, mount or reconnect. */
export function useDailyPuzzle(enabled: boolean, awaitingNewDay = false) {
  return useQuery({
    queryKey: wordreeKeys.daily,
    queryFn: () => fetchPuzzle('/api/puzzle-templates/daily', WordreeDailyPuzzle),
    enabled,
    // Right after midnight the server may still be a clock tick behind: ask until it moves on.
    refetchInterval: awaitingNewDay ? 2_000 : false,
    staleTime: 3_600_000,
    gcTime: 7_200_000,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/** A puzzle by id (shared links, the endless puzzle in play): retried twice, never cached in endless. */
export function usePuzzleById(id: number | null, mode: WordreeMode) {
  return useQuery({
    queryKey: wordreeKeys.byId(id ?? 0, mode),
    queryFn: () => {
      if (id === null) throw new Error('Puzzle ID is required');
      return fetchPuzzle(
        `/api/puzzle-templates/${id}?mode=${mode}&t=${Date.now()}`,
        PuzzleTemplateView,
      );
    },
    enabled: id !== null,
    retry: 2,
    staleTime: mode === 'daily' ? 60_000 : 0,
    gcTime: mode === 'daily' ? 300_000 : 0,
  });
}

/** A fresh random puzzle of a difficulty; never cached (SPEC §7). */
export function fetchRandomPuzzle(difficulty: WordreeDifficulty, exclude?: number) {
  const query = new URLSearchParams({ difficulty, t: String(Date.now()) });
  if (exclude) query.set('exclude', String(exclude));
  return fetchPuzzle(`/api/puzzle-templates/random?${query}`, PuzzleTemplate);
}

export function useDailyLeaderboard(enabled: boolean) {
  return useQuery({
    queryKey: wordreeKeys.leaderboard,
    queryFn: () => apiFetch('/api/daily-puzzle/leaderboard', WordreeDailyLeaderboard),
    enabled,
    staleTime: 0,
  });
}

export function useHistoricalLeaderboard(date: string, enabled: boolean) {
  return useQuery({
    queryKey: wordreeKeys.history(date),
    queryFn: () =>
      apiFetch(
        `/api/historical-leaderboard?date=${encodeURIComponent(date)}`,
        HistoricalLeaderboard,
      ),
    enabled,
    staleTime: 60_000,
  });
}

/** The referee's calls: each answers with the server's record of the chain. */
export const wordreeApi = {
  startGame: (body: StartGameBody) => apiFetch('/api/games', WordreeGame, { method: 'POST', body }),
  addWord: (gameId: string, body: WordInput) =>
    apiFetch(`/api/games/${gameId}/words`, WordreeGame, { method: 'POST', body }),
  finish: (gameId: string) =>
    apiFetch(`/api/games/${gameId}/finish`, WordreeGame, { method: 'POST' }),
  submitScore: (body: WordreeSubmitBody) =>
    apiFetch('/api/daily-puzzle/submit', WordreeSubmitResult, { method: 'POST', body }),
  validate: (word: string) =>
    apiFetch(`/api/dictionary/validate/${encodeURIComponent(word)}`, DictionaryValidation),

  /** SPEC §7: up to 3 tries; a definite "no" from the server (4xx) is not retried. */
  async hint(gameId: string) {
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await apiFetch(`/api/games/${gameId}/hint`, WordreeHint);
      } catch (error) {
        lastError = error;
        if (error instanceof ApiError && error.status < 500) throw error;
      }
    }
    throw lastError;
  },
};
