import { Crown } from 'lucide-react';
import type { WordreeLeaderboardEntry } from '@hub/proto';
import { useKeyboardScrollable } from '../../../lib/useKeyboardScrollable';
import styles from '../panels/LeaderboardPanel.module.scss';
import own from './ArchivePage.module.scss';

const MEDALS = ['🥇', '🥈', '🥉'];

interface ArchiveBoardProps {
  /** The day's date as the page shows it. */
  date: string;
  entries: WordreeLeaderboardEntry[] | undefined;
  failed: boolean;
}

/** The day's final ranking, as its daily left it (archive results are never on it). */
export function ArchiveBoard({ date, entries, failed }: ArchiveBoardProps) {
  const list = useKeyboardScrollable<HTMLOListElement>();
  return (
    <section className={styles.panel} aria-labelledby="archive-board-title">
      <div className={styles.header}>
        <h2 id="archive-board-title" className={styles.title}>
          <Crown aria-hidden="true" size={20} />
          Leaderboard
        </h2>
      </div>
      <p className={own.when}>The final ranking of {date}.</p>
      {failed ? (
        <p className={styles.note}>Could not load this leaderboard. Please try again.</p>
      ) : !entries ? (
        <p className={styles.note}>Loading scores…</p>
      ) : entries.length === 0 ? (
        <p className={styles.note}>Nobody ranked on this day.</p>
      ) : (
        <ol className={styles.list} aria-label="Scores" ref={list}>
          {entries.map((entry, index) => (
            <li key={`${entry.rank}-${index}`} className={styles.row}>
              <span className={styles.rank}>{MEDALS[entry.rank - 1] ?? `#${entry.rank}`}</span>
              <span className={styles.name}>{entry.displayName}</span>
              <span className={styles.score}>{entry.score}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
