import { useId, useState } from 'react';
import { CalendarDays, Crown, RefreshCw } from 'lucide-react';
import type { WordreeLeaderboardEntry } from '@hub/proto';
import { Button } from '../../../components/Button';
import { cx } from '../../../lib/cx';
import { useKeyboardScrollable } from '../../../lib/useKeyboardScrollable';
import { useDailyLeaderboard, useHistoricalLeaderboard } from '../api';
import styles from './LeaderboardPanel.module.scss';

interface LeaderboardPanelProps {
  /** Today's puzzle day (America/Chicago). */
  today: string;
  /** The earliest day on offer (WORDREE_HISTORY_DAYS before today). */
  earliest: string;
  /** The player's own entry today, to mark their row. */
  own: { rank: number; name: string } | null;
}

const MEDALS = ['🥇', '🥈', '🥉'];

/**
 * Today's live ranking ('Current') or any day's final one, 30 days back
 * (docs/rules.md#wordree-on-screen).
 */
export function LeaderboardPanel({ today, earliest, own }: LeaderboardPanelProps) {
  const [date, setDate] = useState<string | null>(null);
  const dateId = useId();
  // The best 100 scroll within the panel: from a keyboard too.
  const list = useKeyboardScrollable<HTMLOListElement>();
  const current = useDailyLeaderboard(date === null);
  const history = useHistoricalLeaderboard(date ?? today, date !== null);
  const query = date === null ? current : history;
  const entries: WordreeLeaderboardEntry[] | undefined =
    date === null ? current.data : history.data?.scores;

  return (
    <section className={styles.panel} aria-labelledby={`${dateId}-title`}>
      <div className={styles.header}>
        <h2 id={`${dateId}-title`} className={styles.title}>
          <Crown aria-hidden="true" size={20} />
          {date === null ? 'Today’s Leaderboard' : `Leaderboard · ${date}`}
        </h2>
      </div>
      <div className={styles.picker}>
        <label htmlFor={dateId} className={styles.dateLabel}>
          <CalendarDays aria-hidden="true" size={16} />
          <span>Date</span>
        </label>
        <input
          id={dateId}
          type="date"
          className={styles.date}
          min={earliest}
          max={today}
          value={date ?? today}
          onChange={(event) => {
            const picked = event.target.value;
            if (picked >= earliest && picked <= today) setDate(picked);
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => setDate(today)}>
          Today
        </Button>
        <Button
          size="sm"
          variant={date === null ? 'accent' : 'secondary'}
          onClick={() => setDate(null)}
        >
          <RefreshCw aria-hidden="true" size={14} />
          Current
        </Button>
      </div>
      {query.isPending ? (
        <p className={styles.note}>Loading scores…</p>
      ) : query.isError ? (
        <p className={styles.note}>Could not load this leaderboard. Please try again.</p>
      ) : !entries?.length ? (
        <p className={styles.note}>No scores for this day yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Scores" ref={list}>
          {entries.map((entry, index) => (
            <li
              key={`${entry.rank}-${index}`}
              className={cx(
                styles.row,
                date === null &&
                  own?.rank === entry.rank &&
                  own.name === entry.displayName &&
                  styles.own,
              )}
            >
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
