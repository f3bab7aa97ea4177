import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chainProblem, wordScore, type WordreeCell, type WordreeGameMode } from '@hub/proto';
import { useBoardState } from './game/useBoardState';
import { useChainActions } from './game/useChainActions';
import { useTracing } from './game/useTracing';
import { useWordSubmit, type Referee } from './game/useWordSubmit';
import { gridLetters, spellPath } from './logic/grid';
import type { PlayablePuzzle } from './logic/playable';

export type { Referee };

const HIGHLIGHT_MS = 1000;
const HINT_GLOW_MS = 2500;

/**
 * One Wordree board: the word being traced, the chain the server has accepted, and every action
 * on them (each a hook of its own under game/). The server referees each word; this keeps the
 * screen quick and honest meanwhile.
 */
export function useWordreeGame(
  puzzle: PlayablePuzzle | null,
  mode: WordreeGameMode,
  referee?: Referee,
) {
  const queryClient = useQueryClient();
  const store = useBoardState(puzzle, mode);
  const { chain, selection } = store;

  const [busy, setBusy] = useState(false);
  const [highlight, setHighlight] = useState(false);
  const [hintCells, setHintCells] = useState<WordreeCell[]>([]);
  const [lastGain, setLastGain] = useState<{ points: number; id: number } | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const size = puzzle?.gridSize ?? 0;
  const letters = useMemo(
    () => (puzzle ? gridLetters(puzzle.letters, puzzle.gridSize) : []),
    [puzzle],
  );
  const currentWord = spellPath(letters, size, selection);
  const locked = chain.isDailyModeLocked;
  const ranked = puzzle?.daily != null;
  const open = puzzle !== null && !locked && !busy;
  // A restored chain may not know its last word's cells: the connection rule cannot be checked.
  const connectionKnown = chain.wordChain.length === 0 || chain.lastWordCells.length > 0;
  /**
   * What stops the traced word by the chain's rules the screen can check without the dictionary,
   * judged as the referee judges them (proto's chainProblem), or null.
   */
  const wordProblem = chainProblem(
    chain.wordChain.map((played) => played.word),
    chain.wordChain.length > 0 ? chain.lastWordCells : undefined,
    currentWord.toLowerCase(),
    selection,
  );
  /** The traced word's points, shown only when nothing the screen can check stops it. */
  const preview = connectionKnown && !wordProblem ? wordScore(currentWord) : null;

  const submitWord = useWordSubmit(store, {
    puzzle,
    ranked,
    referee,
    queryClient,
    currentWord,
    wordProblem,
    connectionKnown,
    open,
    setBusy,
    onAccepted: (points) => {
      setHintCells([]);
      if (points !== undefined) setLastGain({ points, id: Date.now() });
    },
    onMilestone: () => {
      setHighlight(true);
      later(HIGHLIGHT_MS, () => setHighlight(false));
    },
  });
  const tracing = useTracing(store, { letters, size, currentWord, open, submitWord });
  const chainActions = useChainActions(store, {
    puzzle,
    mode,
    ranked,
    referee,
    queryClient,
    showHint: (path) => {
      setHintCells(path ? path.slice(0, 1) : []);
      if (path) later(HINT_GLOW_MS, () => setHintCells([]));
    },
  });

  return {
    letters,
    size,
    selection,
    currentWord,
    preview,
    chain,
    locked,
    busy,
    ranked,
    highlight,
    hintCells,
    lastGain,
    actions: {
      ...tracing,
      submitWord,
      ...chainActions,
      resetForNewDay: store.resetForNewDay,
      restoreChain: store.restoreChain,
    },
  };
}

export type WordreeBoard = ReturnType<typeof useWordreeGame>;
