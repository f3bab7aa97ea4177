import { Share2, Trophy } from 'lucide-react';
import { puzzleNumber } from '@hub/proto';
import { Button } from '../../../components/Button';
import { ChallengeButton } from '../../../components/challenge/lazy';
import styles from './GameComplete.module.scss';

interface GameCompleteProps {
  score: number;
  rank: number | null;
  words: number;
  onShare: () => void;
  onLeaderboard: () => void;
  /** Today's daily, to challenge a friend to (beside Share); null for another puzzle. */
  daily: { day: string } | null;
}

/** Shown once the daily score is in, with its score and rank (docs/rules.md#wordree-on-screen). */
export function GameComplete(props: GameCompleteProps) {
  const { score, rank, words, onShare, onLeaderboard } = props;
  return (
    <section className={styles.panel} aria-labelledby="game-complete-title" role="status">
      <div className={styles.badge} aria-hidden="true">
        <Trophy size={30} />
      </div>
      <h2 id="game-complete-title" className={styles.title}>
        Game Complete!
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Score</dt>
          <dd data-testid="wordree-final-score">{score}</dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd data-testid="wordree-rank">{rank === null ? '–' : `#${rank}`}</dd>
        </div>
        <div>
          <dt>Words</dt>
          <dd>{words}</dd>
        </div>
      </dl>
      <p className={styles.note}>Come back after midnight (Central Time) for a new puzzle.</p>
      <div className={styles.actions}>
        <Button variant="accent" onClick={onShare}>
          <Share2 aria-hidden="true" size={18} />
          Share
        </Button>
        <Button variant="secondary" onClick={onLeaderboard}>
          <Trophy aria-hidden="true" size={18} />
          Leaderboard
        </Button>
        {props.daily && (
          <ChallengeButton
            game="wordree"
            day={props.daily.day}
            number={puzzleNumber(props.daily.day)}
            size="md"
          />
        )}
      </div>
    </section>
  );
}
