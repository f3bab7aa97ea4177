import { useRef, useState, type KeyboardEvent } from 'react';
import { sameCell, type WordreeCell } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { useGridPointer } from './useGridPointer';
import styles from './Grid.module.scss';

interface GridProps {
  letters: readonly string[];
  size: number;
  selection: readonly WordreeCell[];
  lastWordCells: readonly WordreeCell[];
  hintCells: readonly WordreeCell[];
  disabled: boolean;
  onPick: (cell: WordreeCell) => void;
  onDragStart: (cell: WordreeCell) => void;
  onDragEnter: (cell: WordreeCell) => void;
  onDragEnd: () => void;
}

const includes = (cells: readonly WordreeCell[], cell: WordreeCell) =>
  cells.some((other) => sameCell(other, cell));

const ARROWS: Record<string, WordreeCell> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The square of letter buttons, with a line tracing the word being built. */
export function Grid(props: GridProps) {
  const { letters, size, selection, lastWordCells, hintCells, disabled } = props;
  const pointer = useGridPointer({
    disabled,
    onTap: props.onPick,
    onDragStart: props.onDragStart,
    onDragEnter: props.onDragEnter,
    onDragEnd: props.onDragEnd,
  });
  // One cell is in the tab order; the arrow keys move between cells (a roving tab stop).
  const [focus, setFocus] = useState<WordreeCell>([0, 0]);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const row = Math.min(size - 1, Math.max(0, focus[0] + step[0]));
    const column = Math.min(size - 1, Math.max(0, focus[1] + step[1]));
    setFocus([row, column]);
    buttons.current[row * size + column]?.focus();
  };

  const points = selection.map(([row, column]) => `${column + 0.5},${row + 0.5}`).join(' ');
  const last = selection.at(-1);

  return (
    <div
      className={cx(styles.grid, disabled && styles.disabled)}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
      role="group"
      aria-label={`Letter grid, ${size} by ${size}`}
      data-size={size}
      onKeyDown={onKeyDown}
      {...pointer}
    >
      {Array.from({ length: size * size }, (_, index) => {
        const cell: WordreeCell = [Math.floor(index / size), index % size];
        const letter = letters[index] ?? '';
        const selected = includes(selection, cell);
        const inLastWord = includes(lastWordCells, cell);
        const label = [
          `Row ${cell[0] + 1}, column ${cell[1] + 1}, letter ${letter}`,
          selected && 'selected',
          inLastWord && 'in the last word',
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            data-cell={`${cell[0]}:${cell[1]}`}
            className={cx(
              styles.cell,
              selected && styles.selected,
              last && sameCell(last, cell) && styles.last,
              inLastWord && styles.lastWord,
              includes(hintCells, cell) && styles.hint,
            )}
            aria-label={label}
            aria-pressed={selected}
            aria-disabled={disabled || undefined}
            tabIndex={sameCell(focus, cell) ? 0 : -1}
            onFocus={() => setFocus(cell)}
            onClick={() => props.onPick(cell)}
          >
            <span className={styles.letter} aria-hidden="true">
              {letter}
            </span>
          </button>
        );
      })}
      {selection.length > 1 && (
        <svg
          className={styles.trace}
          viewBox={`0 0 ${size} ${size}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polyline points={points} />
        </svg>
      )}
    </div>
  );
}
