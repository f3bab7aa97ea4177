import { kindsOfFlower, lineName, type ClueState, type LineKind } from '@hub/proto';
import { cx } from '../../lib/cx';
import styles from './ClueList.module.scss';

interface ClueListProps {
  kind: LineKind;
  clues: number[];
  states: ClueState[];
  /** Lines whose clue a refused flower would break, marked for a moment. */
  refused?: readonly number[];
}

const STATE_WORDS: Record<ClueState, string> = { open: '', met: ', met', broken: ', broken' };

/**
 * One margin of the garden: the clue beside each row, or under each column. A broken clue takes
 * the warning style; a met one (its line full and right) goes quiet.
 */
export function ClueList({ kind, clues, states, refused = [] }: ClueListProps) {
  return (
    <ol
      className={cx(styles.clues, kind === 'row' ? styles.rows : styles.columns)}
      aria-label={kind === 'row' ? 'Row clues' : 'Column clues'}
    >
      {clues.map((clue, index) => {
        const state = states[index] ?? 'open';
        return (
          <li
            key={index}
            className={cx(styles.clue, styles[state], refused.includes(index) && styles.refused)}
          >
            <span
              role="img"
              className={styles.badge}
              aria-label={`${lineName(kind, index)}: ${kindsOfFlower(clue)}${STATE_WORDS[state]}`}
            >
              {clue}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
