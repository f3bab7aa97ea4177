import { Hourglass, Target } from 'lucide-react';
import type { JottoMatch } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { GuessForm } from '../components/GuessForm';
import { GuessList } from '../components/GuessList';
import { LetterTracker } from '../components/LetterTracker';
import { useLetterMarks } from '../components/useLetterMarks';
import { WordTiles } from '../components/WordTiles';
import type { MatchSides } from './roles';
import styles from './MatchBoard.module.scss';

interface MatchBoardProps {
  match: JottoMatch;
  sides: MatchSides;
  onGuess(guess: string): Promise<unknown>;
}

/** The match under way (or over): whose turn, the guess box on yours, both columns, the tracker. */
export function MatchBoard({ match, sides, onGuess }: MatchBoardProps) {
  const tracker = useLetterMarks('jotto-match-marks', match.id, sides.myGuesses);
  const opponent = sides.opponentName ?? 'Opponent';
  const active = match.status === 'active';

  return (
    <div className={styles.board}>
      {active && (
        <div
          className={cx(styles.turn, sides.myTurn && styles.mine)}
          role="status"
          aria-live="polite"
        >
          {sides.myTurn ? (
            <>
              <Target aria-hidden="true" size={20} />
              Your turn: guess {opponent}’s word
            </>
          ) : (
            <>
              <Hourglass aria-hidden="true" size={20} />
              Waiting for {opponent} to guess...
            </>
          )}
        </div>
      )}

      {active && sides.myTurn && (
        <div className={styles.card}>
          <GuessForm
            onGuess={onGuess}
            previousGuesses={sides.myGuesses.map((guess) => guess.guess)}
          />
        </div>
      )}

      {sides.myWord && active && (
        <p className={styles.myWord}>
          Your secret word <WordTiles word={sides.myWord} />
        </p>
      )}

      <div className={styles.columns}>
        <section aria-labelledby="my-guesses">
          <h2 id="my-guesses" className={styles.columnTitle}>
            Your guesses <span className={styles.count}>{sides.myGuesses.length}</span>
          </h2>
          <p className={styles.caption}>at {opponent}’s word</p>
          <GuessList
            compact
            label="Your guesses, latest first"
            guesses={sides.myGuesses}
            empty="None yet"
          />
        </section>
        <section aria-labelledby="their-guesses">
          <h2 id="their-guesses" className={styles.columnTitle}>
            {opponent}’s guesses <span className={styles.count}>{sides.theirGuesses.length}</span>
          </h2>
          <p className={styles.caption}>at your word</p>
          <GuessList
            compact
            label={`${opponent}’s guesses, latest first`}
            guesses={sides.theirGuesses}
            empty="None yet"
          />
        </section>
      </div>

      {active && (
        <div className={styles.card}>
          <LetterTracker marks={tracker.marks} locked={tracker.locked} onCycle={tracker.cycle} />
        </div>
      )}
    </div>
  );
}
