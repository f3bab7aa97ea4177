import { flushSync } from 'react-dom';
import { WORDREE_MESSAGES, WORDREE_MIN_WORD_LENGTH, type WordreeCell } from '@hub/proto';
import { toast } from '../../../toast/useToast';
import { wordRefusal } from '../logic/messages';
import { pathForTyped } from '../logic/path';
import { dragInto, tapCell } from '../logic/selection';
import type { BoardStore } from './useBoardState';

interface TracingOptions {
  letters: readonly string[];
  size: number;
  currentWord: string;
  /** False while nothing may be traced: the puzzle not loaded, the chain locked, a word on its way. */
  open: boolean;
  /** Sends the traced word: what releasing a drag does. */
  submitWord: () => Promise<unknown>;
}

/** Tracing a word on the grid: by taps, by a drag, or by typing its letters. */
export function useTracing(store: BoardStore, options: TracingOptions) {
  const { chain, selection, setState, setSelection } = store;
  const { open } = options;

  const pick = (cell: WordreeCell) => {
    if (!open) return;
    const result = tapCell(selection, cell);
    if (result.kind === 'not-adjacent') {
      toast(wordRefusal(WORDREE_MESSAGES.notAdjacent));
      return;
    }
    if (result.kind !== 'ignored') setSelection([...result.selection]);
  };

  // Drags update from the latest selection, and render at once (a cell entered is a rare event
  // next to pointer moves): the release that follows then submits the word on screen.
  const dragStart = (cell: WordreeCell) => {
    if (!open) return;
    flushSync(() =>
      setState((current) => {
        const last = current.selection.at(-1);
        if (last && last[0] === cell[0] && last[1] === cell[1]) return current;
        return { ...current, selection: dragInto(current.selection, cell) ?? [cell] };
      }),
    );
  };

  const dragEnter = (cell: WordreeCell) => {
    if (!open) return;
    flushSync(() =>
      setState((current) => {
        const next = dragInto(current.selection, cell);
        return next ? { ...current, selection: next } : current;
      }),
    );
  };

  /**
   * Releasing a drag submits its word, as Strands does (docs/rules.md#wordree-on-screen); a drag
   * of fewer letters than a word leaves them traced, for taps or typing to go on from.
   */
  const dragEnd = () => {
    if (selection.length >= WORDREE_MIN_WORD_LENGTH) void options.submitWord();
  };

  const typeLetter = (letter: string) => {
    if (!open) return;
    const path = pathForTyped(
      options.letters,
      options.size,
      options.currentWord + letter.toUpperCase(),
      selection,
      chain.lastWordCells,
    );
    if (path) setSelection(path);
    else toast(wordRefusal(WORDREE_MESSAGES.notAdjacent));
  };

  const removeLast = () => setSelection(selection.slice(0, -1));
  const clearSelection = () => setSelection([]);

  return { pick, dragStart, dragEnter, dragEnd, typeLetter, removeLast, clearSelection };
}
