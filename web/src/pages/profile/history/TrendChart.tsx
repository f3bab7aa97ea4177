import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { addDays, TREND_WINDOWS, type GameDay } from '@hub/proto';
import { ChartTable } from './ChartTable';
import { formatDay, gamesText } from './format';
import { useWidth } from '../../../lib/useWidth';
import styles from './Charts.module.scss';

const [RECENT_DAYS, SPAN_DAYS] = TREND_WINDOWS;
const HEIGHT = 64;
const TOP = 18;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

interface TrendChartProps {
  gamesByDay: readonly GameDay[];
  today: string;
}

/** Games a day over the last 30 days, the last 7 set apart under a bracket. */
export function TrendChart({ gamesByDay, today }: TrendChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [ref, width] = useWidth<HTMLDivElement>(300);
  const games = new Map(gamesByDay.map(({ day, games }) => [day, games]));
  const days = Array.from({ length: SPAN_DAYS }, (_, index) =>
    addDays(today, index - (SPAN_DAYS - 1)),
  );
  const counts = days.map((day) => games.get(day) ?? 0);
  const x = scaleBand<string>({ domain: days, range: [0, width], paddingInner: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...counts)], range: [HEIGHT, 0] });
  const firstRecent = x(days[SPAN_DAYS - RECENT_DAYS]!) ?? 0;

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.title}>
        Games a day, last {SPAN_DAYS} days
      </figcaption>
      <div ref={ref} className={styles.chart}>
        <svg
          width={width}
          height={TOP + HEIGHT}
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
        >
          <desc id={descriptionId}>
            {gamesText(sum(counts))}, {gamesText(sum(counts.slice(-RECENT_DAYS)))} in the last{' '}
            {RECENT_DAYS} days.
          </desc>
          <path d={`M${firstRecent},12 V6 H${width - 1} V12`} className={styles.bracket} />
          <text x={firstRecent - 4} y={8} className={styles.axisLabel} textAnchor="end">
            last {RECENT_DAYS} days
          </text>
          <Group top={TOP}>
            {days.map((day, index) => (
              <Group key={day}>
                <rect
                  x={x(day)}
                  y={HEIGHT - 2}
                  width={x.bandwidth()}
                  height={2}
                  className={styles.track}
                />
                <Bar
                  x={x(day)}
                  y={y(counts[index]!)}
                  width={x.bandwidth()}
                  height={HEIGHT - y(counts[index]!)}
                  rx={2}
                  className={index >= SPAN_DAYS - RECENT_DAYS ? styles.recent : styles.earlier}
                />
              </Group>
            ))}
          </Group>
        </svg>
      </div>
      <ChartTable
        caption={`Games a day, last ${SPAN_DAYS} days`}
        columns={['Day', 'Games']}
        rows={days.map((day, index) => [formatDay(day), counts[index]!]).reverse()}
      />
    </figure>
  );
}
