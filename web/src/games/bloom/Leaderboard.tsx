import { Trophy } from 'lucide-react';
import type { BloomLeaderboard } from '@hub/proto';
import { cx } from '../../lib/cx';
import { useLeaderboard } from './api';
import { formatClock } from './share';
import styles from './Leaderboard.module.scss';

interface LeaderboardPanelProps {
  title: string;
  board: { data?: BloomLeaderboard; isPending: boolean; isError: boolean };
  /** What an empty board says. */
  empty: string;
}

/** A day's best gardens: higher score first, the faster solve on a tie. */
export function LeaderboardPanel({ title, board, empty }: LeaderboardPanelProps) {
  const { data, isPending, isError } = board;
  return (
    <section className={styles.panel} aria-labelledby="bloom-leaderboard-title">
      <h2 id="bloom-leaderboard-title" className={styles.title}>
        <Trophy aria-hidden="true" size={20} />
        {title}
      </h2>
      {isPending && <p className={styles.muted}>Loading...</p>}
      {isError && <p className={styles.muted}>The leaderboard could not be loaded.</p>}
      {data && data.entries.length === 0 && <p className={styles.muted}>{empty}</p>}
      {data && data.entries.length > 0 && (
        <ol className={styles.list}>
          {data.entries.slice(0, 10).map((entry) => (
            <li
              key={`${entry.rank}-${entry.displayName}-${entry.timeTaken}`}
              className={cx(styles.entry, entry.isYou && styles.you)}
            >
              <span className={styles.rank}>{entry.rank}</span>
              <span className={styles.name}>
                {entry.displayName}
                {entry.isYou && <span className={styles.youTag}> (you)</span>}
              </span>
              <span className={styles.time}>{formatClock(entry.timeTaken)}</span>
              <span className={styles.score}>{entry.score}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Today's best gardens. */
export function Leaderboard() {
  return (
    <LeaderboardPanel
      title="Today’s top gardeners"
      board={useLeaderboard()}
      empty="No garden finished yet today. Be the first!"
    />
  );
}
