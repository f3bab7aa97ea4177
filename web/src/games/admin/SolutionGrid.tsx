import type { BloomBoard, BloomPlacement } from '@hub/proto';
import { lookOf } from '../bloom/flowers';
import styles from './UpcomingPanel.module.scss';

/** A Bloom solution at a glance: each flower as its colour, starters marked with a dot. */
export function SolutionGrid({
  solution,
  starters,
}: {
  solution: BloomBoard;
  starters: BloomPlacement[];
}) {
  const isStarter = (r: number, c: number) => starters.some((s) => s.r === r && s.c === c);
  return (
    <div className={styles.garden} role="img" aria-label={gardenLabel(solution)}>
      {solution.flatMap((row, r) =>
        row.map((type, c) => {
          const look = type ? lookOf(type) : null;
          return (
            <span
              key={`${r}-${c}`}
              className={styles.flower}
              data-starter={isStarter(r, c) || undefined}
              // Colour, not emoji: an admin's machine may lack an emoji font; the label names them.
              style={look ? { backgroundColor: look.color } : undefined}
            />
          );
        }),
      )}
    </div>
  );
}

const gardenLabel = (solution: BloomBoard) =>
  `Solution: ${solution.map((row) => row.map((type) => (type ? lookOf(type).name : '?')).join(' ')).join(', ')}`;
