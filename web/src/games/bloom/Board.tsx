import { useRef, type KeyboardEvent } from 'react';
import {
  BLOOM_CROSSED,
  BLOOM_SIZE,
  cellKey,
  FLOWER_NAMES,
  type BloomBoard,
  type BloomClues,
  type BloomNote,
  type BloomNotes,
  type BoardWarnings,
  type CellPosition,
  type ClueStates,
  type FlowerType,
  type LineKind,
  type PlacementConflict,
} from '@hub/proto';
import { cx } from '../../lib/cx';
import { ClueList } from './ClueList';
import { flowerForKey } from './flowers';
import { flowerImage } from './FlowerIcon';
import { FlowerTile, flowerColors } from './FlowerTile';
import { NoteMarks } from './NoteMarks';
import { hasNote, noteLabel, type NoteTool } from './notes';
import styles from './Board.module.scss';

interface BoardProps {
  board: BloomBoard;
  /** The player's pencil marks; only empty cells have any. */
  notes: BloomNotes;
  /** In notes mode, number keys pencil flowers in rather than plant them. */
  notesMode: boolean;
  isStarter(cell: CellPosition): boolean;
  warnings: BoardWarnings;
  /** The margins: how many kinds of flower each row and column holds, and how each stands. */
  clues: BloomClues;
  clueStates: ClueStates;
  /** The palette's flower, shown faintly on an empty cell under the pointer. */
  chosen: FlowerType;
  focus: CellPosition;
  onFocusChange(cell: CellPosition): void;
  /** The cell the last hint filled, to draw the eye to it. */
  hinted: CellPosition | null;
  /** The rule No Mistakes mode just refused a move for: its neighbours or clues are marked. */
  refusal: PlacementConflict | null;
  solved: boolean;
  onCellClick(cell: CellPosition): void;
  onPlace(cell: CellPosition, type: FlowerType): void;
  /** Pencils a flower in or out, or crosses the cell out or back (never a move). */
  onNote(cell: CellPosition, tool: NoteTool): void;
  onClear(cell: CellPosition): void;
  onClearNotes(cell: CellPosition): void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const clamp = (value: number) => Math.min(BLOOM_SIZE - 1, Math.max(0, value));

/** Whether `cell` holds a neighbour a refused flower may not touch. */
const isBlocking = (refusal: PlacementConflict | null, { r, c }: CellPosition) =>
  refusal?.kind === 'clash' && refusal.neighbours.some((cell) => cell.r === r && cell.c === c);

/** The lines of one margin whose clue a refused flower would break. */
const refusedLines = (refusal: PlacementConflict | null, kind: LineKind) =>
  refusal?.kind === 'clue'
    ? refusal.lines.filter((line) => line.kind === kind).map((line) => line.index)
    : [];

function cellLabel(
  { r, c }: CellPosition,
  type: FlowerType | null,
  starter: boolean,
  breaksRule: boolean,
  note: BloomNote,
): string {
  const parts = [`Row ${r + 1}, column ${c + 1}`, type ? FLOWER_NAMES[type] : 'empty'];
  if (starter) parts.push('starter');
  if (breaksRule) parts.push('breaks a rule');
  const notes = type ? null : noteLabel(note);
  if (notes) parts.push(notes);
  return parts.join(', ');
}

/**
 * The 5x5 garden as an ARIA grid: one cell in the tab order at a time, arrow keys move, 1 to 5
 * plant (pencil in, in notes mode), X crosses out, Backspace, Delete or 0 clear (an empty cell's
 * notes first), Enter or Space act like a click. Its clues stand in the margins: right of each
 * row, under each column.
 */
export function Board(props: BoardProps) {
  const { board, notes, notesMode, isStarter, warnings, clues, clueStates, chosen } = props;
  const { focus, hinted, solved } = props;
  const cells = useRef<(HTMLDivElement | null)[]>([]);

  function moveFocus(cell: CellPosition) {
    props.onFocusChange(cell);
    cells.current[cell.r * BLOOM_SIZE + cell.c]?.focus();
  }

  function onKeyDown(event: KeyboardEvent, cell: CellPosition) {
    const arrow = ARROWS[event.key];
    const flower = flowerForKey(event.key);
    if (arrow) {
      moveFocus({ r: clamp(cell.r + arrow[0]), c: clamp(cell.c + arrow[1]) });
    } else if (event.key === 'Home' || event.key === 'End') {
      moveFocus({ r: cell.r, c: event.key === 'Home' ? 0 : BLOOM_SIZE - 1 });
    } else if (flower) {
      if (notesMode) props.onNote(cell, flower);
      else props.onPlace(cell, flower);
    } else if (event.key === 'x' || event.key === 'X') {
      props.onNote(cell, BLOOM_CROSSED);
    } else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') {
      if (!board[cell.r]![cell.c] && hasNote(notes, cell)) props.onClearNotes(cell);
      else props.onClear(cell);
    } else if (event.key === 'Enter' || event.key === ' ') {
      props.onCellClick(cell);
    } else {
      return;
    }
    event.preventDefault();
  }

  return (
    <div className={styles.garden}>
      <div
        role="grid"
        aria-label="Garden, 5 by 5"
        aria-describedby="bloom-board-help"
        className={cx(styles.board, solved && styles.solved)}
        style={{
          ...flowerColors(chosen),
          // The flower a tap on an empty bed would plant, shown on hover (Board.module.scss); a
          // tap in notes mode plants nothing.
          ...(notesMode ? {} : { '--ghost': `url("${flowerImage(chosen)}")` }),
        }}
      >
        <p id="bloom-board-help" className={styles.help}>
          Arrow keys move. Keys 1 to 5 plant Lily, Daisy, Rose, Pansy or Tulip. Backspace, Delete or
          0 clears a cell. N turns notes on or off: in notes mode keys 1 to 5 pencil a flower in or
          out of a cell. X crosses a cell out. The number after each row and under each column is
          how many different kinds of flower it holds.
        </p>
        {board.map((row, r) => (
          <div role="row" key={r} className={styles.row}>
            {row.map((type, c) => {
              const cell = { r, c };
              const starter = isStarter(cell);
              const breaksRule = warnings.cells.has(cellKey(cell));
              const focused = focus.r === r && focus.c === c;
              const note = notes[r]![c]!;
              return (
                <div
                  key={c}
                  ref={(element) => {
                    cells.current[r * BLOOM_SIZE + c] = element;
                  }}
                  role="gridcell"
                  tabIndex={focused ? 0 : -1}
                  aria-label={cellLabel(cell, type, starter, breaksRule, note)}
                  aria-readonly={starter || undefined}
                  className={cx(
                    styles.cell,
                    type ? styles.filled : styles.empty,
                    !type && !hasNote(notes, cell) && styles.plantable,
                    starter && styles.starter,
                    breaksRule && styles.invalid,
                    hinted?.r === r && hinted.c === c && styles.hinted,
                    isBlocking(props.refusal, cell) && styles.blocking,
                  )}
                  style={type ? flowerColors(type) : undefined}
                  onClick={() => {
                    props.onFocusChange(cell);
                    props.onCellClick(cell);
                  }}
                  onKeyDown={(event) => onKeyDown(event, cell)}
                >
                  {type ? <FlowerTile type={type} /> : <NoteMarks note={note} />}
                  {breaksRule && (
                    <span className={styles.warning} aria-hidden="true">
                      !
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <ClueList
        kind="row"
        clues={clues.rows}
        states={clueStates.rows}
        refused={refusedLines(props.refusal, 'row')}
      />
      <ClueList
        kind="column"
        clues={clues.columns}
        states={clueStates.columns}
        refused={refusedLines(props.refusal, 'column')}
      />
    </div>
  );
}
