import { cx } from '../../../lib/cx';
import type { LetterMark } from '../lib/tracker';
import styles from './WordTiles.module.scss';

interface WordTilesProps {
  word: string;
  size?: 'sm' | 'lg';
  /** Tints each letter with the player's tracker mark, to help them reason. */
  markOf?: (letter: string) => LetterMark;
}

/** A word as a row of letter tiles; read as the word itself by screen readers. */
export function WordTiles({ word, size = 'sm', markOf }: WordTilesProps) {
  return (
    <span className={cx(styles.tiles, styles[size])} aria-label={word} role="img">
      {[...word].map((letter, index) => (
        <span key={index} className={cx(styles.tile, markOf && styles[markOf(letter)])}>
          {letter}
        </span>
      ))}
    </span>
  );
}
