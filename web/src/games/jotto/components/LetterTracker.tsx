import { Lock } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { MARK_LABEL, markOf, TRACKER_LETTERS, type LetterMark, type Marks } from '../lib/tracker';
import styles from './LetterTracker.module.scss';

interface LetterTrackerProps {
  marks: Marks;
  locked: ReadonlySet<string>;
  onCycle(letter: string): void;
}

const LEGEND: LetterMark[] = ['unmarked', 'in', 'maybe', 'out'];

/**
 * The player's notes on the alphabet: tapping a letter cycles its mark
 * (docs/rules.md#jotto-on-screen). It types nothing, and looks and says so: round marks in
 * alphabetical order under a heading and a line that say what they are, not a keyboard's keys.
 * Letters of a guess that matched nothing are certainly out, so they are red and locked.
 */
export function LetterTracker({ marks, locked, onCycle }: LetterTrackerProps) {
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title">
      <h2 id="tracker-title" className={styles.title}>
        Letter tracker
      </h2>
      <p id="tracker-help" className={styles.help}>
        Your notes, not a keyboard: tap a letter to mark what you know about it. Type guesses in the
        box.
      </p>
      <div className={styles.letters} role="group" aria-describedby="tracker-help">
        {TRACKER_LETTERS.map((letter) => {
          const mark = markOf(marks, locked, letter);
          const isLocked = locked.has(letter);
          return (
            <button
              key={letter}
              type="button"
              className={cx(styles.mark, styles[mark], isLocked && styles.locked)}
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
      <ul className={styles.legend} aria-label="Marks, in the order a tap gives them">
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
