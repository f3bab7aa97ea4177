import type { ReactNode } from 'react';
import type { JottoMatchGuess } from '@hub/proto';
import { cx } from '../../../lib/cx';
import type { LetterMark } from '../lib/tracker';
import { MatchBadge } from './MatchBadge';
import { WordTiles } from './WordTiles';
import styles from './GuessList.module.scss';

interface GuessListProps {
  guesses: readonly JottoMatchGuess[];
  /** Shown instead of the list while there are no guesses. */
  empty: ReactNode;
  markOf?: (letter: string) => LetterMark;
  label: string;
  /** Words as plain text, for two lists side by side on a phone. */
  compact?: boolean;
}

/** Guesses with their match counts, the latest first: it is the one a player reasons from. */
export function GuessList({ guesses, empty, markOf, label, compact = false }: GuessListProps) {
  if (guesses.length === 0) return <p className={styles.empty}>{empty}</p>;
  const numbered = guesses.map((guess, index) => ({ ...guess, number: index + 1 })).reverse();
  return (
    <ol className={cx(styles.list, compact && styles.compact)} aria-label={label} reversed>
      {numbered.map(({ guess, matchingLetters, number }) => (
        <li key={number} className={styles.row}>
          <span className={styles.number}>
            <span className={styles.hidden}>Guess </span>
            {number}
          </span>
          {compact ? (
            <span className={styles.word}>{guess}</span>
          ) : (
            <WordTiles word={guess} markOf={markOf} />
          )}
          <MatchBadge count={matchingLetters} />
        </li>
      ))}
    </ol>
  );
}
