import { areAdjacent, sameCell, type WordreeCell } from '@hub/proto';

export type TapResult =
  | { kind: 'added' | 'removed'; selection: WordreeCell[] }
  | { kind: 'not-adjacent' | 'ignored'; selection: readonly WordreeCell[] };

/**
 * Tapping an unselected cell adds it when it touches the last selected one (or starts the word);
 * tapping the last selected cell takes it back. Anything else leaves the word as is
 * (docs/rules.md#wordree-on-screen).
 */
export function tapCell(selection: readonly WordreeCell[], cell: WordreeCell): TapResult {
  const last = selection.at(-1);
  if (last && sameCell(last, cell)) return { kind: 'removed', selection: selection.slice(0, -1) };
  if (selection.some((picked) => sameCell(picked, cell))) return { kind: 'ignored', selection };
  if (last && !areAdjacent(last, cell)) return { kind: 'not-adjacent', selection };
  return { kind: 'added', selection: [...selection, cell] };
}

/**
 * Dragging into a cell: a neighbour of the last cell is added; going back onto the one before
 * the last undoes the last step, the way a finger naturally corrects itself.
 */
export function dragInto(
  selection: readonly WordreeCell[],
  cell: WordreeCell,
): WordreeCell[] | null {
  const last = selection.at(-1);
  if (!last) return [cell];
  if (sameCell(last, cell)) return null;
  const previous = selection.at(-2);
  if (previous && sameCell(previous, cell)) return selection.slice(0, -1);
  if (selection.some((picked) => sameCell(picked, cell)) || !areAdjacent(last, cell)) return null;
  return [...selection, cell];
}
