import type { CSSProperties } from 'react';
import { X } from 'lucide-react';
import { FLOWER_TYPES, type BloomNote } from '@hub/proto';
import { lookOf } from './flowers';
import { flowerColors, ShapeIcon } from './FlowerTile';
import { isCrossed } from './notes';
import styles from './NoteMarks.module.scss';

/** Each flower's mark has its own place in the cell (palette order, three to a line). */
function slot(index: number): CSSProperties {
  return { gridColumn: (index % 3) + 1, gridRow: Math.floor(index / 3) + 1 };
}

/**
 * A cell's pencil marks: each candidate drawn small in its flower's colour and shape (shape and
 * colour read without an emoji font, and apart for colour-blind players), or a cross. The cell's
 * accessible name says them in words (Board.tsx).
 */
export function NoteMarks({ note }: { note: BloomNote }) {
  if (isCrossed(note)) {
    return (
      <span className={styles.crossed} aria-hidden="true">
        <X strokeWidth={2.5} />
      </span>
    );
  }
  if (note.length === 0) return null;
  return (
    <span className={styles.marks} aria-hidden="true">
      {note.map((type) => (
        <span
          key={type}
          className={styles.mark}
          style={{ ...flowerColors(type), ...slot(FLOWER_TYPES.indexOf(type)) }}
        >
          <ShapeIcon shape={lookOf(type).shape} className={styles.shape} />
        </span>
      ))}
    </span>
  );
}
