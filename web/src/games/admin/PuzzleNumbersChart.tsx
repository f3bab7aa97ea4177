import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { PuzzleDayNumbers } from '@hub/proto';
import { useWidth } from '../../lib/useWidth';
import { chartSummary } from './puzzle-numbers-format';
import styles from './PuzzleNumbersPanel.module.scss';

const HEIGHT = 120;
const AXIS = 16;
const SERIES = ['started', 'daily'] as const;

/**
 * Players who started each day's daily beside those who finished it on its day, oldest day on
 * the left: the gap between the two bars is who gave up (or has yet to finish today's).
 */
export function PuzzleNumbersChart({ days }: { days: readonly PuzzleDayNumbers[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const oldestFirst = [...days].reverse();
  const x = scaleBand<string>({
    domain: oldestFirst.map((day) => day.day),
    range: [0, width],
    paddingInner: 0.3,
  });
  const series = scaleBand<string>({ domain: [...SERIES], range: [0, x.bandwidth()] });
  const most = Math.max(1, ...oldestFirst.flatMap((day) => [day.started, day.daily]));
  const y = scaleLinear<number>({ domain: [0, most], range: [HEIGHT, 0], nice: true });

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.figureTitle}>
        Started and finished, day by day
      </figcaption>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.startedKey} /> started
        <span className={styles.finishedKey} /> finished on the day
      </p>
      <div ref={ref} className={styles.chart}>
        <svg
          width={width}
          height={HEIGHT + AXIS}
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
        >
          <desc id={descriptionId}>{chartSummary(days)}</desc>
          <text x={0} y={8} className={styles.axisLabel}>
            {y.domain()[1]}
          </text>
          <Group top={AXIS}>
            {oldestFirst.map((day) => (
              <Group key={day.day} left={x(day.day)}>
                {SERIES.map((name) => (
                  <Bar
                    key={name}
                    x={series(name)}
                    y={y(day[name])}
                    width={series.bandwidth()}
                    height={HEIGHT - y(day[name])}
                    className={name === 'started' ? styles.started : styles.finished}
                  />
                ))}
              </Group>
            ))}
          </Group>
        </svg>
      </div>
    </figure>
  );
}
