import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, CircleCheck, CircleDashed, History } from 'lucide-react';
import { Link } from 'react-router';
import type { ArchiveCalendar, ArchiveDay } from '@hub/proto';
import { Button } from '../Button';
import { cx } from '../../lib/cx';
import { addMonths, monthOf, monthWeeks } from './calendarMonth';
import { calendarDayName, monthName } from './dayNames';
import styles from './ArchiveCalendarView.module.scss';

interface ArchiveCalendarViewProps {
  calendar: ArchiveCalendar;
  /** Where a past day's puzzle is played. */
  dayPath: (day: string) => string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What a day's mark says, for the ear and the legend alike. */
function statusText(entry: ArchiveDay): string {
  if (entry.playedAs === 'daily') return 'finished on the day';
  if (entry.playedAs === 'archive') return 'finished in the archive';
  return entry.status === 'started' ? 'started' : 'not played yet';
}

function StatusMark({ entry }: { entry: ArchiveDay }) {
  if (entry.status === 'finished') {
    return entry.playedAs === 'daily' ? (
      <CircleCheck aria-hidden="true" size={14} className={styles.onTheDay} />
    ) : (
      <History aria-hidden="true" size={14} className={styles.inArchive} />
    );
  }
  if (entry.status === 'started') {
    return <CircleDashed aria-hidden="true" size={14} className={styles.started} />;
  }
  return null;
}

/**
 * A month at a time of a game's past dailies (docs/rules.md#the-archive): each day a link to its
 * puzzle, marked by how far the player got (an icon and the link's name, never colour alone).
 */
export function ArchiveCalendarView({ calendar, dayPath }: ArchiveCalendarViewProps) {
  const byDay = useMemo(
    () => new Map(calendar.days.map((entry) => [entry.day, entry])),
    [calendar.days],
  );
  const newest = calendar.days[0]?.day ?? calendar.today;
  const oldest = calendar.days.at(-1)?.day ?? calendar.today;
  const [month, setMonth] = useState(() => monthOf(newest));

  if (calendar.days.length === 0) {
    return <p className={styles.empty}>No past puzzles yet: come back tomorrow for today’s.</p>;
  }
  const finished = calendar.days.filter((entry) => entry.status === 'finished').length;

  return (
    <div className={styles.calendar}>
      <p className={styles.summary}>
        {finished} of {calendar.days.length} past puzzles finished. Archive play is unranked and
        never counts toward a streak.
      </p>
      <div className={styles.nav}>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Previous month"
          disabled={month <= monthOf(oldest)}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" size={18} />
        </Button>
        <h3 className={styles.month} aria-live="polite">
          {monthName(`${month}-01`)}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Next month"
          disabled={month >= monthOf(newest)}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
      <table className={styles.grid}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday}>
                {weekday.slice(0, 1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                const entry = day ? byDay.get(day) : undefined;
                return (
                  <td key={day ?? `blank-${column}`}>
                    {entry ? (
                      <Link
                        to={dayPath(entry.day)}
                        className={cx(styles.day, styles[entry.status])}
                        aria-label={`${calendarDayName(entry.day)}, puzzle #${entry.number}, ${statusText(entry)}`}
                      >
                        <span>{Number(entry.day.slice(8))}</span>
                        <StatusMark entry={entry} />
                      </Link>
                    ) : day ? (
                      <span
                        className={cx(
                          styles.day,
                          styles.off,
                          day === calendar.today && styles.today,
                        )}
                      >
                        {Number(day.slice(8))}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label="Key">
        <li>
          <CircleCheck aria-hidden="true" size={14} className={styles.onTheDay} /> Finished on the
          day
        </li>
        <li>
          <History aria-hidden="true" size={14} className={styles.inArchive} /> Finished in the
          archive
        </li>
        <li>
          <CircleDashed aria-hidden="true" size={14} className={styles.started} /> Started
        </li>
      </ul>
    </div>
  );
}
