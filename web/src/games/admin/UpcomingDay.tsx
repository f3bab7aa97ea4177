import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import type { BloomScheduledDay, JottoScheduledDay, WordreeScheduledDay } from '@hub/proto';
import { Button } from '../../components/Button';
import { SolutionGrid } from './SolutionGrid';
import styles from './UpcomingPanel.module.scss';

const dayLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Sat, Mar 7' for a day key, whatever the admin's own time zone. */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

interface UpcomingDayProps {
  day: string;
  number: string;
  isToday: boolean;
  replacing: boolean;
  onReplace: () => void;
  children: ReactNode;
}

/** One scheduled day: when, which number, its answer, and its replacement. */
export function UpcomingDay({
  day,
  number,
  isToday,
  replacing,
  onReplace,
  children,
}: UpcomingDayProps) {
  const label = formatDay(day);
  return (
    <li className={styles.day} data-today={isToday || undefined}>
      <header className={styles.dayHeader}>
        <div>
          <p className={styles.dayName}>
            <time dateTime={day}>{label}</time>
            {isToday && <span className={styles.today}>Today</span>}
          </p>
          <p className={styles.number}>{number}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onReplace}
          disabled={isToday || replacing}
          aria-busy={replacing}
          aria-label={`Replace the puzzle of ${label}`}
          title={isToday ? 'Today is in play and stays as it is' : 'Replace this puzzle'}
        >
          <RefreshCw
            aria-hidden="true"
            size={16}
            className={replacing ? styles.spinner : undefined}
          />
        </Button>
      </header>
      {children}
    </li>
  );
}

export const JottoAnswer = ({ puzzle }: { puzzle: JottoScheduledDay }) => (
  <p className={styles.word}>{puzzle.word.toUpperCase()}</p>
);

export const BloomAnswer = ({ puzzle }: { puzzle: BloomScheduledDay }) => (
  <div className={styles.bloom}>
    <SolutionGrid solution={puzzle.solution} starters={puzzle.starters} />
    <p className={styles.detail}>
      {puzzle.difficulty} · {puzzle.starters.length} starters
    </p>
  </div>
);

export const WordreeAnswer = ({ puzzle }: { puzzle: WordreeScheduledDay }) => {
  const rows = Array.from({ length: puzzle.gridSize }, (_, r) =>
    puzzle.letters.slice(r * puzzle.gridSize, (r + 1) * puzzle.gridSize),
  );
  return (
    <div className={styles.bloom}>
      <p className={styles.letters} aria-label={`Letters: ${puzzle.letters.toUpperCase()}`}>
        {rows.map((row, r) => (
          <span key={r}>{row.toUpperCase()}</span>
        ))}
      </p>
      <p className={styles.detail}>
        {puzzle.possibleWords} possible words · target {puzzle.targetScore ?? '—'}
      </p>
    </div>
  );
};
