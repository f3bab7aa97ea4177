import { MatchBadge } from './MatchBadge';
import { WordTiles } from './WordTiles';
import styles from './HowToPlay.module.scss';

/** The rules, shared by the Jotto hub and the Rules dialog. */
export function HowToPlay() {
  return (
    <div className={styles.rules}>
      <p>
        The secret is a common 5-letter word with no repeated letters. Guess any 5-letter word and
        you are told how many of its letters are in the secret, <strong>in any position</strong>.
      </p>
      <div className={styles.example} aria-label="Example">
        <p className={styles.exampleTitle}>If the secret were CRANE:</p>
        <p className={styles.exampleRow}>
          <WordTiles word="STORM" />
          <MatchBadge count={1} />
          <span>only the R</span>
        </p>
        <p className={styles.exampleRow}>
          <WordTiles word="REACT" />
          <MatchBadge count={4} />
          <span>R, E, A, C</span>
        </p>
        <p className={styles.exampleRow}>
          <WordTiles word="NACRE" />
          <MatchBadge count={5} />
          <span>all five, but not the word</span>
        </p>
      </div>
      <ul className={styles.points}>
        <li>A letter you repeat counts once: EERIE against CRANE matches 2 (E and R).</li>
        <li>
          Use the letter tracker to note what you know. Every letter of a guess that matches 0 is
          out, so it turns red for you.
        </li>
        <li>
          Daily: one word a day for everyone, new at midnight Central Time. Fewer guesses and less
          time score more.
        </li>
        <li>
          VS: you and a friend each pick a secret word and take turns. First to find the other’s
          word wins.
        </li>
        <li>Archive: every past daily word, to play again. Unranked, and never a streak’s day.</li>
      </ul>
    </div>
  );
}
