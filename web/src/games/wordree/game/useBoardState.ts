import { useCallback, useEffect, useState } from 'react';
import type { WordreeCell, WordreeGameMode } from '@hub/proto';
import { loadedSchemas } from '../api';
import type { PlayablePuzzle } from '../logic/playable';
import { clearSavedGame, writeSavedGame } from '../logic/saved-game';
import { shouldRestore, type ChainState } from '../logic/server-progress';

export const EMPTY_CHAIN: ChainState = {
  gameId: null,
  wordChain: [],
  score: 0,
  lastWordCells: [],
  celebrated: [],
  targetReached: false,
  hasSubmitted: false,
  isDailyModeLocked: false,
  submittedRank: null,
};

interface BoardState {
  /** Which mode and puzzle this state belongs to; a new one starts from its own save. */
  key: string | null;
  chain: ChainState;
  selection: WordreeCell[];
}

function initialState(
  key: string | null,
  mode: WordreeGameMode,
  puzzleId: number | null,
): BoardState {
  // An archive chain is kept by the server alone: its page restores it from there.
  const saved =
    puzzleId === null || mode === 'archive'
      ? null
      : (loadedSchemas()?.readSavedGame(localStorage, mode, puzzleId, Date.now()) ?? null);
  return { key, chain: saved ?? EMPTY_CHAIN, selection: [] };
}

/**
 * A board's state, one per mode and puzzle: the chain the server accepted and the word being
 * traced. The chain is saved on the device whenever it is not empty (docs/rules.md#wordree-on-screen),
 * and gives way to the server's record when that knows more.
 */
export function useBoardState(puzzle: PlayablePuzzle | null, mode: WordreeGameMode) {
  const key = puzzle ? `${mode}:${puzzle.id}` : null;
  const [state, setState] = useState<BoardState>(() => initialState(key, mode, puzzle?.id ?? null));
  if (state.key !== key) setState(initialState(key, mode, puzzle?.id ?? null));
  const { chain, selection } = state;

  useEffect(() => {
    if (!puzzle || state.key !== key || mode === 'archive') return;
    if (chain.wordChain.length === 0) {
      clearSavedGame(localStorage, mode, puzzle.id);
      return;
    }
    writeSavedGame(localStorage, mode, {
      ...chain,
      puzzleId: puzzle.id,
      nextReset: puzzle.daily?.resetTime ?? null,
      savedAt: new Date().toISOString(),
    });
  }, [chain, key, mode, puzzle, state.key]);

  const setSelection = useCallback(
    (next: WordreeCell[]) => setState((current) => ({ ...current, selection: next })),
    [],
  );
  const setChain = (update: (current: ChainState) => ChainState) =>
    setState((current) => ({ ...current, chain: update(current.chain) }));

  /**
   * The server's record of this puzzle's chain (another device's play) replaces the one on
   * screen when it knows more; a word being traced is dropped with it.
   */
  const restoreChain = useCallback(
    (puzzleId: number, server: ChainState) => {
      setState((current) => {
        if (current.key !== `${mode}:${puzzleId}` || !shouldRestore(current.chain, server)) {
          return current;
        }
        return { ...current, chain: server, selection: [] };
      });
    },
    [mode],
  );

  /**
   * The daily puzzle ended under the player: everything about it goes
   * (docs/rules.md#wordree-on-screen).
   */
  const resetForNewDay = useCallback(() => {
    if (puzzle && mode !== 'archive') clearSavedGame(localStorage, mode, puzzle.id);
    setState((current) => ({ ...current, chain: EMPTY_CHAIN, selection: [] }));
  }, [mode, puzzle]);

  return { chain, selection, setState, setSelection, setChain, restoreChain, resetForNewDay };
}

export type BoardStore = ReturnType<typeof useBoardState>;
