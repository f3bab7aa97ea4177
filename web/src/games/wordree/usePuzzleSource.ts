import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WordreeDifficulty, WordreeMode } from '@hub/proto';
import {
  fetchRandomPuzzle,
  useDailyPuzzle,
  usePuzzleById,
  useSharedPuzzle,
  wordreeKeys,
} from './api';
import { fromDaily, playable, type PlayablePuzzle } from './logic/playable';
import { ENDLESS_POINTER_KEY, readPointer } from './settings';

export interface PuzzleSourceOptions {
  sharedId: number | null;
  mode: WordreeMode;
  difficulty: WordreeDifficulty;
  awaitingNewDay: boolean;
}

/**
 * Where the board's puzzle comes from: a shared link, today's daily puzzle, or the endless
 * puzzle of the chosen difficulty (the one last played, else a random one).
 */
export function usePuzzleSource({
  sharedId,
  mode,
  difficulty,
  awaitingNewDay,
}: PuzzleSourceOptions) {
  const queryClient = useQueryClient();
  const endless = sharedId === null && mode === 'endless';
  const [initialPointer] = useState(readPointer);
  // 0 until the player asks for another puzzle; each request is a new random draw.
  const [draw, setDraw] = useState(0);
  const resumeId =
    draw === 0 && initialPointer?.difficulty === difficulty ? initialPointer.id : null;

  const shared = useSharedPuzzle(sharedId, mode);
  const daily = useDailyPuzzle(sharedId === null && mode === 'daily', awaitingNewDay);
  const resumed = usePuzzleById(endless ? resumeId : null, 'endless');
  const random = useQuery({
    queryKey: [...wordreeKeys.random, difficulty, draw],
    queryFn: () => fetchRandomPuzzle(difficulty, { first: draw === 0 }),
    enabled: endless && resumeId === null,
    staleTime: Infinity,
    gcTime: 0,
  });

  const active =
    sharedId !== null ? shared : mode === 'daily' ? daily : resumeId !== null ? resumed : random;
  // One object per fetched puzzle: the board saves and re-derives only when the puzzle changes.
  const puzzle = useMemo((): PlayablePuzzle | null => {
    if (sharedId !== null) return shared.data ?? null;
    if (mode === 'daily') return daily.data ? fromDaily(daily.data) : null;
    const template = resumeId !== null ? resumed.data : random.data;
    return template ? playable(template, null) : null;
  }, [sharedId, mode, resumeId, shared.data, daily.data, resumed.data, random.data]);

  const endlessId = endless ? puzzle?.id : undefined;
  useEffect(() => {
    if (endlessId === undefined) return;
    localStorage.setItem(ENDLESS_POINTER_KEY, JSON.stringify({ id: endlessId, difficulty }));
  }, [endlessId, difficulty]);

  /**
   * Draws another endless puzzle than the one on screen; it throws, leaving the current puzzle
   * in place, when none can be fetched. The daily and random puzzle queries are invalidated
   * (docs/architecture.md#the-web-app).
   */
  const generateNew = async () => {
    const next = await fetchRandomPuzzle(difficulty, { exclude: puzzle?.id });
    void queryClient.invalidateQueries({ queryKey: wordreeKeys.daily });
    queryClient.removeQueries({ queryKey: wordreeKeys.random });
    queryClient.setQueryData([...wordreeKeys.random, difficulty, draw + 1], next);
    setDraw(draw + 1);
  };

  return {
    puzzle,
    isPending: active.isPending,
    isError: active.isError,
    error: active.error,
    retry: () => void active.refetch(),
    generateNew,
    /** A changed difficulty always draws a new puzzle. */
    redraw: () => setDraw((count) => count + 1),
  };
}
