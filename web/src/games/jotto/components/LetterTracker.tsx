import { Lock } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { MARK_LABEL, markOf, TRACKER_ROWS, type LetterMark, type Marks } from '../lib/tracker';
import styles from './LetterTracker.module.scss';

interface LetterTrackerProps {
  marks: Marks;
  locked: ReadonlySet<string>;
  onCycle(letter: string): void;
}

const LEGEND: LetterMark[] = ['in', 'maybe', 'out'];

/**
 * A keyboard of notes: tapping a letter cycles its mark (docs/rules.md#jotto-on-screen). Letters
 * of a guess that matched nothing are certainly out, so they are red and locked.
 */
export function LetterTracker({ marks, locked, onCycle }: LetterTrackerProps) {
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title">
      <h2 id="tracker-title" className={styles.title}>
        Letter tracker
      </h2>
      <p className={styles.help}>Tap a letter to mark it as you work out the word.</p>
      <div className={styles.rows}>
        {TRACKER_ROWS.map((row) => (
          <div key={row} className={styles.row}>
            {[...row].map((letter) => {
              const mark = markOf(marks, locked, letter);
              const isLocked = locked.has(letter);
              return (
                <button
                  key={letter}
                  type="button"
                  className={cx(styles.key, styles[mark], isLocked && styles.locked)}
                  data-mark={mark}
                  aria-label={`${letter}: ${MARK_LABEL[mark]}${isLocked ? ', locked' : ''}`}
                  aria-disabled={isLocked || undefined}
                  onClick={() => onCycle(letter)}
                >
                  {letter}
                  {isLocked && <Lock aria-hidden="true" size={9} className={styles.lock} />}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <ul className={styles.legend} aria-label="Marks">
        {LEGEND.map((mark) => (
          <li key={mark}>
            <span className={cx(styles.swatch, styles[mark])} aria-hidden="true" />
            {MARK_LABEL[mark]}
          </li>
        ))}
      </ul>
    </section>
  );
}
