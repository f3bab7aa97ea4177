import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DistributionBucket, HistoryMeasure } from '@hub/proto';
import { ChartTable } from './ChartTable';
import { bucketLabel } from '../../../lib/measure';
import { gamesText, MEASURE_TEXT } from './format';
import { useWidth } from '../../../lib/useWidth';
import styles from './Charts.module.scss';

const ROW_HEIGHT = 26;
const LABEL_WIDTH = 84;
const COUNT_WIDTH = 36;

interface DistributionChartProps {
  measure: HistoryMeasure;
  buckets: readonly DistributionBucket[];
}

/** How many games fell in each bucket of the game's measure, as horizontal bars. */
export function DistributionChart({ measure, buckets }: DistributionChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [ref, width] = useWidth<HTMLDivElement>(300);
  const title = MEASURE_TEXT[measure].distribution;
  const rows = buckets.map((bucket) => ({ label: bucketLabel(measure, bucket), ...bucket }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const most = rows.reduce((top, row) => (row.count > top.count ? row : top), rows[0]!);

  const height = rows.length * ROW_HEIGHT;
  const y = scaleBand<string>({
    domain: rows.map((row) => row.label),
    range: [0, height],
    padding: 0.25,
  });
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, most.count)],
    range: [0, Math.max(40, width - LABEL_WIDTH - COUNT_WIDTH)],
  });

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {total === 0 ? (
        <p className={styles.empty}>
          {measure === 'points' ? 'No chains yet.' : 'No solved games yet.'}
        </p>
      ) : (
        <>
          <div ref={ref} className={styles.chart}>
            <svg
              width={width}
              height={height}
              role="img"
              aria-labelledby={`${titleId} ${descriptionId}`}
            >
              <desc id={descriptionId}>
                {gamesText(total)}; most often {most.label} ({gamesText(most.count)}).
              </desc>
              <Group left={LABEL_WIDTH}>
                {rows.map((row) => {
                  const top = y(row.label) ?? 0;
                  const barWidth = row.count > 0 ? Math.max(3, x(row.count)) : 0;
                  const middle = top + y.bandwidth() / 2;
                  return (
                    <Group key={row.label}>
                      <text x={-8} y={middle} className={styles.axisLabel} textAnchor="end">
                        {row.label}
                      </text>
                      <rect
                        x={0}
                        y={top}
                        width={x.range()[1]}
                        height={y.bandwidth()}
                        rx={4}
                        className={styles.track}
                      />
                      <Bar
                        x={0}
                        y={top}
                        width={barWidth}
                        height={y.bandwidth()}
                        rx={4}
                        className={styles.bar}
                      />
                      <text x={barWidth + 6} y={middle} className={styles.value}>
                        {row.count}
                      </text>
                    </Group>
                  );
                })}
              </Group>
            </svg>
          </div>
          <ChartTable
            caption={title}
            columns={[title, 'Games']}
            rows={rows.map((row) => [row.label, row.count])}
          />
        </>
      )}
    </figure>
  );
}
