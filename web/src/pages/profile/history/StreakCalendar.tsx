import { Check, Snowflake } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { cx } from '../../../lib/cx';
import { calendarWeeks, formatDay } from './format';
import styles from './StreakCalendar.module.scss';

/** How many weeks the calendar shows, this one included. */
export const CALENDAR_WEEKS = 5;

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

type DayState = 'played' | 'frozen' | 'none';

const STATE_TEXT: Record<DayState, string> = {
  played: 'played',
  frozen: 'frozen: a streak freeze kept the streak',
  none: 'not played',
};

interface StreakCalendarProps {
  gameName: string;
  today: string;
  /** The days played that count for the streak. */
  playDays: readonly string[];
  frozenDays: readonly string[];
}

/**
 * The last weeks of one game's streak, a day a cell: played days carry a tick, frozen days a
 * snowflake (never colour alone), and each cell says in words what its day was.
 */
export function StreakCalendar({ gameName, today, playDays, frozenDays }: StreakCalendarProps) {
  const played = new Set(playDays);
  const frozen = new Set(frozenDays);
  const stateOf = (day: string): DayState =>
    played.has(day) ? 'played' : frozen.has(day) ? 'frozen' : 'none';

  return (
    <div className={styles.wrap}>
      <table className={styles.calendar}>
        <caption className={styles.caption}>
          {gameName} streak, last {CALENDAR_WEEKS} weeks
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([letter, name]) => (
              <th key={name} scope="col" abbr={name} className={styles.weekday}>
                <span aria-hidden="true">{letter}</span>
                <VisuallyHidden.Root>{name}</VisuallyHidden.Root>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(today, CALENDAR_WEEKS).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, index) => {
                if (!day) return <td key={index} />;
                const state = stateOf(day);
                return (
                  <td key={day}>
                    <span
                      className={cx(styles.day, styles[state], day === today && styles.today)}
                      data-day={day}
                      data-state={state}
                    >
                      <span aria-hidden="true" className={styles.date}>
                        {Number(day.slice(8))}
                      </span>
                      {state === 'played' && <Check aria-hidden="true" size={14} strokeWidth={3} />}
                      {state === 'frozen' && <Snowflake aria-hidden="true" size={14} />}
                      <VisuallyHidden.Root>
                        {formatDay(day)}
                        {day === today ? ' (today)' : ''}: {STATE_TEXT[state]}
                      </VisuallyHidden.Root>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend}>
        <li>
          <span className={cx(styles.key, styles.played)} aria-hidden="true">
            <Check size={12} strokeWidth={3} />
          </span>
          Played
        </li>
        <li>
          <span className={cx(styles.key, styles.frozen)} aria-hidden="true">
            <Snowflake size={12} />
          </span>
          Frozen (a freeze kept the streak)
        </li>
      </ul>
    </div>
  );
}
