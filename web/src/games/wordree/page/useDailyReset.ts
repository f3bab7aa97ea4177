import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WordreeMode } from '@hub/proto';
import { toast } from '../../../toast/useToast';
import { wordreeKeys } from '../api';
import type { PlayablePuzzle } from '../logic/playable';

/** setTimeout's longest wait (about 24.8 days); a daily never lasts more than one. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

interface DailyResetOptions {
  mode: WordreeMode;
  puzzle: PlayablePuzzle | null;
  /** True while the expired daily waits for its successor. */
  generating: boolean;
  /** The board's own reset: the chain and its save go. */
  resetForNewDay: () => void;
  /** The page's part: which daily ended, and what it hides. Stable (a state setter or so). */
  onExpired: (dailyPuzzleId: number) => void;
}

/**
 * At the server's reset time the daily puzzle expires (docs/rules.md#wordree-on-screen): its
 * board is cleared and today's queries are asked again. A timer set for that moment, not a tick
 * every second: the page would otherwise render itself whole every second for a countdown
 * (ModeBar's) that ticks on its own.
 */
export function useDailyReset({
  mode,
  puzzle,
  generating,
  resetForNewDay,
  onExpired,
}: DailyResetOptions) {
  const queryClient = useQueryClient();
  const resetAt = mode === 'daily' && puzzle?.daily ? Date.parse(puzzle.daily.resetTime) : null;
  const dailyId = puzzle?.daily?.dailyPuzzleId ?? null;
  // The reset time that has come while the page was open (at once, if it had already passed).
  const [passed, setPassed] = useState<number | null>(null);

  useEffect(() => {
    if (resetAt === null || generating || dailyId === null) return;
    const expire = () => {
      setPassed(resetAt);
      onExpired(dailyId);
      resetForNewDay();
      void queryClient.invalidateQueries({ queryKey: wordreeKeys.daily });
      void queryClient.invalidateQueries({ queryKey: wordreeKeys.shared });
      void queryClient.invalidateQueries({ queryKey: wordreeKeys.leaderboard });
      toast({
        title: 'Daily Challenge Reset',
        description: 'A new day, a new puzzle! Your board has been cleared.',
      });
    };
    const id = window.setTimeout(
      expire,
      Math.min(Math.max(0, resetAt - Date.now()), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(id);
  }, [resetAt, generating, dailyId, resetForNewDay, onExpired, queryClient]);

  return { resetAt, expired: resetAt !== null && passed === resetAt };
}
