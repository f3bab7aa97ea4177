import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleThreshold } from '@visx/scale';
import { addDays, type GameDay } from '@hub/proto';
import { ChartTable } from './ChartTable';
import { daysText, formatMonth, formatShortMonth, gamesText, monthsOf, weekdayOf } from './format';
import { useWidth } from '../../../lib/useWidth';
import charts from './Charts.module.scss';
import styles from './HeatMap.module.scss';

/** At most a year of weeks, Sunday to Saturday, the last one holding today. */
const MAX_WEEKS = 53;
/** The smallest cell and gap that still reads: a phone shows fewer weeks rather than less. */
const MIN_STEP = 9;
const LEFT = 18;
const TOP = 16;
/** Games on a day → how dark its cell: none, 1, 2, 3 to 4, 5 or more. */
const level = scaleThreshold<number, number>({ domain: [1, 2, 3, 5], range: [0, 1, 2, 3, 4] });
const WEEKDAY_LABELS = [
  [1, 'M'],
  [3, 'W'],
  [5, 'F'],
] as const;

interface HeatMapProps {
  gamesByDay: readonly GameDay[];
  /** The span the history covers, inclusive. */
  from: string;
  to: string;
}

/** A year of days played, a cell a day, darker the more games; its table sums each month. */
export function HeatMap({ gamesByDay, from, to }: HeatMapProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const games = new Map(gamesByDay.map(({ day, games }) => [day, games]));
  const shownWeeks = Math.max(13, Math.min(MAX_WEEKS, Math.floor((width - LEFT) / MIN_STEP)));
  const firstSunday = addDays(to, -weekdayOf(to) - 7 * (shownWeeks - 1));
  const weeks = Array.from({ length: shownWeeks }, (_, week) => week);
  const x = scaleBand<number>({
    domain: weeks,
    range: [0, Math.min(shownWeeks * 14, width - LEFT)],
    paddingInner: 0.18,
  });
  const step = x.step();
  const height = TOP + 7 * step;
  const shown = gamesByDay.filter(({ day }) => day >= firstSunday);
  const months = monthsOf(gamesByDay, from, to);

  // A month's name over the week its first day falls in, unless the last name is too close.
  const monthLabels: { week: number; text: string }[] = [];
  for (const week of weeks) {
    const sunday = addDays(firstSunday, week * 7);
    const first = Array.from({ length: 7 }, (_, day) => addDays(sunday, day)).find((day) =>
      day.endsWith('-01'),
    );
    const last = monthLabels.at(-1);
    if (first && first >= from && (!last || (week - last.week) * step >= 30)) {
      monthLabels.push({ week, text: formatShortMonth(first) });
    }
  }

  return (
    <figure className={charts.figure}>
      <figcaption id={titleId} className={charts.title}>
        Days played
      </figcaption>
      <div ref={ref} className={charts.chart}>
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
        >
          <desc id={descriptionId}>
            Last {shownWeeks} weeks: {daysText(shown.length)} played,{' '}
            {gamesText(shown.reduce((sum, day) => sum + day.games, 0))}.
          </desc>
          {monthLabels.map(({ week, text }) => (
            <text key={week} x={LEFT + (x(week) ?? 0)} y={10} className={styles.label}>
              {text}
            </text>
          ))}
          {WEEKDAY_LABELS.map(([row, text]) => (
            <text
              key={row}
              x={0}
              y={TOP + row * step + x.bandwidth() / 2}
              className={styles.weekday}
            >
              {text}
            </text>
          ))}
          <Group left={LEFT} top={TOP}>
            {weeks.flatMap((week) =>
              Array.from({ length: 7 }, (_, weekday) => {
                const day = addDays(firstSunday, week * 7 + weekday);
                if (day < from || day > to) return null;
                return (
                  <rect
                    key={day}
                    x={x(week)}
                    y={weekday * step}
                    width={x.bandwidth()}
                    height={x.bandwidth()}
                    rx={Math.min(3, x.bandwidth() / 4)}
                    className={styles[`level${level(games.get(day) ?? 0)}`]}
                  />
                );
              }),
            )}
          </Group>
        </svg>
      </div>
      <p className={styles.legend} aria-hidden="true">
        Less
        {[0, 1, 2, 3, 4].map((shade) => (
          <svg key={shade} width="10" height="10">
            <rect width="10" height="10" rx="2" className={styles[`level${shade}`]} />
          </svg>
        ))}
        More
      </p>
      <ChartTable
        caption="Days played and games by month, last 12 months"
        columns={['Month', 'Days played', 'Games']}
        rows={months.map((month) => [formatMonth(month.first), month.daysPlayed, month.games])}
      />
    </figure>
  );
}
