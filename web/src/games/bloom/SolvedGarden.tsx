import type { BloomBoard } from '@hub/proto';
import { FlowerIcon } from './FlowerIcon';
import { lookOf } from './flowers';
import styles from './SolvedGarden.module.scss';

/** The garden row by row, for a screen reader: the picture's text. */
const spoken = (board: BloomBoard) =>
  board
    .map(
      (row, index) =>
        `Row ${index + 1}: ${row.map((cell) => (cell ? lookOf(cell).name : 'empty')).join(', ')}`,
    )
    .join('. ');

/**
 * The completion dialog's picture of the finished garden, one small flower per cell: the
 * player's own, for their eyes only (what is shared is SHARED_GRID, which gives nothing away).
 */
export function SolvedGarden({ board }: { board: BloomBoard }) {
  return (
    <div className={styles.garden} role="img" aria-label={`Your garden. ${spoken(board)}`}>
      {board.flatMap((row, r) =>
        row.map((cell, c) => (
          <span key={`${r}-${c}`} className={styles.cell}>
            {cell && <FlowerIcon type={cell} />}
          </span>
        )),
      )}
    </div>
  );
}
