import { ArrowLeft, Crown, Frown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { cx } from '../../../lib/cx';
import { WordTiles } from '../components/WordTiles';
import type { MatchSides } from './roles';
import styles from './MatchPanels.module.scss';

/** Victory or Defeat, both words, and the way back (docs/rules.md#jotto-on-screen). */
export function MatchResult({ sides }: { sides: MatchSides }) {
  const { won, myWord, theirWord, opponentName } = sides;
  return (
    <section
      className={cx(styles.panel, styles.result, won ? styles.victory : styles.defeat)}
      aria-labelledby="result-title"
    >
      {won ? (
        <Crown aria-hidden="true" size={40} className={styles.icon} />
      ) : (
        <Frown aria-hidden="true" size={40} className={styles.icon} />
      )}
      <h2 id="result-title" className={styles.resultTitle}>
        {won ? 'Victory!' : 'Defeat'}
      </h2>
      <p className={styles.text}>
        {won
          ? `You found ${opponentName ?? 'their'}’s word first.`
          : `${opponentName ?? 'Your opponent'} found your word first.`}
      </p>
      <div className={styles.words}>
        <div>
          <p className={styles.wordLabel}>Your word</p>
          {myWord && <WordTiles word={myWord} />}
        </div>
        <div>
          <p className={styles.wordLabel}>{opponentName ?? 'Opponent'}’s word</p>
          {theirWord && <WordTiles word={theirWord} />}
        </div>
      </div>
      <Button asChild variant="accent">
        <Link to="/game/jotto/vs">
          <ArrowLeft aria-hidden="true" size={18} />
          Back to Matches
        </Link>
      </Button>
    </section>
  );
}
