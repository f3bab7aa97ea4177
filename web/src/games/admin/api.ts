import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDaily,
  AdminDeadLetters,
  AdminReplaceResult,
  AdminUpcoming,
  type AdminReplaceBody,
  AdminGenerateResult,
  AdminPuzzleCount,
  AdminResetResult,
  AuditDeadLetterSummary,
  AuditLog,
  PuzzleNumbers,
  type AdminGenerateBody,
  type GameType,
  type WordreeDifficulty,
} from '@hub/proto';
import { apiFetch, errorMessage } from '../../api/client';
import { toast } from '../../toast/useToast';
import { wordreeKeys } from '../wordree/api';

export const adminKeys = {
  count: (difficulty: WordreeDifficulty) => ['/api/admin/puzzle-count', difficulty] as const,
  daily: ['/api/admin/daily'] as const,
  auditLog: ['/api/admin/audit-log'] as const,
  upcoming: ['/api/admin/upcoming'] as const,
  deadLetters: ['/api/admin/dead-letters'] as const,
  puzzleNumbers: (game: GameType) => ['/api/leaderboards/puzzles', game] as const,
};

/** The admin error toasts, the server's message as description (docs/rules.md#admin-dashboard). */
export const ADMIN_FAILURES = {
  generate: 'Failed to generate puzzle',
  reset: 'Failed to reset daily puzzle',
  count: 'Failed to fetch puzzle count',
  daily: 'Failed to fetch daily puzzle',
  upcoming: 'Failed to fetch upcoming puzzles',
  replace: 'Failed to replace the puzzle',
  deadLetters: 'Failed to fetch dead letters',
  replayDeadLetter: 'Failed to replay the event',
  discardDeadLetter: 'Failed to discard the event',
  puzzleNumbers: 'Failed to fetch the puzzle numbers',
} as const;

export function failureToast(title: string, error: unknown) {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

const AUDIT_LOG_SIZE = 20;
const DEAD_LETTERS_SIZE = 20;

// Other admins act too: the dashboard asks again whenever it is opened (staleTime 0).

/** How players did on each of a game's last 30 puzzles (the leaderboard service answers). */
export function usePuzzleNumbers(game: GameType) {
  return useQuery({
    queryKey: adminKeys.puzzleNumbers(game),
    queryFn: () => apiFetch(`/api/leaderboards/puzzles/${game}`, PuzzleNumbers),
    staleTime: 0,
  });
}

export function usePuzzleCount(difficulty: WordreeDifficulty) {
  return useQuery({
    queryKey: adminKeys.count(difficulty),
    queryFn: () =>
      apiFetch(`/api/admin/puzzle-count?${new URLSearchParams({ difficulty })}`, AdminPuzzleCount),
    staleTime: 0,
  });
}

export function useDailyPuzzles() {
  return useQuery({
    queryKey: adminKeys.daily,
    queryFn: () => apiFetch('/api/admin/daily', AdminDaily),
    staleTime: 0,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.auditLog,
    queryFn: () => apiFetch(`/api/admin/audit-log?limit=${AUDIT_LOG_SIZE}`, AuditLog),
    staleTime: 0,
  });
}

export function useGeneratePuzzles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGenerateBody) =>
      apiFetch('/api/admin/generate-puzzle', AdminGenerateResult, { method: 'POST', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.count(result.difficulty), {
        difficulty: result.difficulty,
        count: result.count,
      });
    },
    onError: (error) => failureToast(ADMIN_FAILURES.generate, error),
    // A failed action is logged as well as a successful one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  });
}

export function useResetDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/reset-daily', AdminResetResult, { method: 'POST' }),
    onSuccess: (result) => {
      queryClient.setQueryData<AdminDaily>(adminKeys.daily, (daily) =>
        daily ? { ...daily, wordree: result.wordree } : daily,
      );
      // The Wordree screen never refetches its daily puzzle on mount: drop this tab's cached
      // copy, or it would go on serving the retired puzzle.
      queryClient.removeQueries({ queryKey: wordreeKeys.daily });
      queryClient.removeQueries({ queryKey: wordreeKeys.leaderboard });
    },
    onError: (error) => failureToast(ADMIN_FAILURES.reset, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  });
}

/**
 * The upcoming answers, only once the admin asks (`enabled`): every fetch is an audited view, so
 * nothing refetches them behind the admin's back (focus, remount, retry).
 */
export function useUpcomingPuzzles(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminKeys.upcoming,
    queryFn: async () => {
      const upcoming = await apiFetch('/api/admin/upcoming', AdminUpcoming);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
      return upcoming;
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useReplaceDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReplaceBody) =>
      apiFetch('/api/admin/upcoming/replace', AdminReplaceResult, { method: 'POST', body }),
    onSuccess: (result) => {
      queryClient.setQueryData<AdminUpcoming>(adminKeys.upcoming, (upcoming) => {
        if (!upcoming) return upcoming;
        const swap = <Day extends { day: string }>(days: Day[], fresh: Day) =>
          days.map((day) => (day.day === fresh.day ? fresh : day));
        switch (result.game) {
          case 'jotto':
            return { ...upcoming, jotto: swap(upcoming.jotto, result.puzzle) };
          case 'bloom':
            return { ...upcoming, bloom: swap(upcoming.bloom, result.puzzle) };
          case 'wordree':
            return { ...upcoming, wordree: swap(upcoming.wordree, result.puzzle) };
        }
      });
    },
    onError: (error) => failureToast(ADMIN_FAILURES.replace, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  });
}

export function useDeadLetters() {
  return useQuery({
    queryKey: adminKeys.deadLetters,
    queryFn: () => apiFetch(`/api/admin/dead-letters?limit=${DEAD_LETTERS_SIZE}`, AdminDeadLetters),
    staleTime: 0,
  });
}

export type DeadLetterAction = 'replay' | 'discard';

const SETTLED = {
  replay: {
    title: 'Event replayed',
    description: (subject: string) => `${subject} goes to its consumers again.`,
    failure: ADMIN_FAILURES.replayDeadLetter,
  },
  discard: {
    title: 'Event discarded',
    description: (subject: string) => `${subject} will not be applied.`,
    failure: ADMIN_FAILURES.discardDeadLetter,
  },
} as const;

/** Replays or discards one dead letter (`id`); either way it leaves the list. */
export function useSettleDeadLetter(action: DeadLetterAction) {
  const queryClient = useQueryClient();
  const settled = SETTLED[action];
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/admin/dead-letters/${id}/${action}`, AuditDeadLetterSummary, {
        method: 'POST',
      }),
    onSuccess: ({ subject }, id) => {
      queryClient.setQueryData<AdminDeadLetters>(adminKeys.deadLetters, (box) =>
        box
          ? {
              ...box,
              total: Math.max(0, box.total - 1),
              letters: box.letters.filter((letter) => letter.id !== id),
            }
          : box,
      );
      toast({ title: settled.title, description: settled.description(subject) });
    },
    onError: (error) => failureToast(settled.failure, error),
    // A failure refetches too: a 404 means another admin settled the letter already.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.deadLetters }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
  });
}
