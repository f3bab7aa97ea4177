import type { ReactNode } from 'react';
import type { JottoDailyGuess } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { markOf } from '../lib/tracker';
import { GuessForm } from './GuessForm';
import { GuessList } from './GuessList';
import { LetterTracker } from './LetterTracker';
import { useLetterMarks } from './useLetterMarks';
import styles from './PuzzlePlay.module.scss';

interface PuzzlePlayProps {
  /** The puzzle's number: the letter marks are kept per puzzle. */
  id: number;
  guesses: readonly JottoDailyGuess[];
  completed: boolean;
  /** Where the letter marks are kept in local storage. */
  marksKey: string;
  onGuess: (word: string) => Promise<void>;
  /** Shown in the guess box's place once the word is found. */
  completion: ReactNode;
}

/** A day's word being found: the guess box, the guesses so far and the letter tracker. */
export function PuzzlePlay({
  id,
  guesses,
  completed,
  marksKey,
  onGuess,
  completion,
}: PuzzlePlayProps) {
  const tracker = useLetterMarks(marksKey, String(id), guesses);
  return (
    <div className={cx(styles.layout, completed && styles.done)}>
      <section className={styles.play}>
        {completed ? (
          completion
        ) : (
          <div className={styles.card}>
            <GuessForm
              onGuess={onGuess}
              previousGuesses={guesses.map((previous) => previous.guess)}
              latest={guesses.at(-1)}
            />
          </div>
        )}
      </section>

      <section className={styles.guesses} aria-labelledby="guesses-title">
        <div className={styles.guessesHeader}>
          <h2 id="guesses-title" className={styles.sectionTitle}>
            Guesses
          </h2>
          <p className={styles.attempts} aria-live="off">
            {completed ? 'Solved in ' : 'Attempts: '}
            <strong>{guesses.length}</strong>
            {completed && (guesses.length === 1 ? ' guess' : ' guesses')}
          </p>
        </div>
        <GuessList
          label="Your guesses, latest first"
          guesses={guesses}
          markOf={(letter) => markOf(tracker.marks, tracker.locked, letter)}
          empty="No guesses yet. Any 5-letter word will do for a start."
        />
      </section>

      {/* Once solved there is nothing left to work out. */}
      {!completed && (
        <aside className={styles.tracker}>
          <LetterTracker marks={tracker.marks} locked={tracker.locked} onCycle={tracker.cycle} />
        </aside>
      )}
    </div>
  );
}
