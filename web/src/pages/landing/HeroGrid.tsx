import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import styles from './HeroGrid.module.scss';

// A Wordree-style board with the chain PLAY → YES spelled out, purely decorative.
const LETTERS = 'PLANORYEHIKSBUMG';
const CHAIN = new Set([0, 1, 2, 6, 7, 11]);

export function HeroGrid() {
  return (
    <div className={styles.board} aria-hidden="true">
      {[...LETTERS].map((letter, index) => (
        <span
          key={index}
          className={cx(styles.tile, CHAIN.has(index) && styles.lit)}
          style={{ '--i': index } as CSSProperties}
        >
          {letter}
        </span>
      ))}
    </div>
  );
}
