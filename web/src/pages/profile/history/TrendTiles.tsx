import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { HistoryMeasure, TrendWindow } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { describeMeasure, formatMeasure } from '../../../lib/measure';
import { changeOf, gamesText, MEASURE_TEXT } from './format';
import styles from './TrendTiles.module.scss';

interface TrendTilesProps {
  measure: HistoryMeasure;
  best: number | null;
  trend: readonly TrendWindow[];
}

/** The personal best, and each trend window against the as many days before it. */
export function TrendTiles({ measure, best, trend }: TrendTilesProps) {
  const text = MEASURE_TEXT[measure];
  return (
    <dl className={styles.tiles}>
      <div className={cx(styles.tile, styles.best)}>
        <dt>{text.best}</dt>
        <dd className={styles.figure}>{best === null ? '–' : describeMeasure(measure, best)}</dd>
      </div>
      {trend.map((window) => (
        <div key={window.days} className={styles.tile} data-days={window.days}>
          <dt>Last {window.days} days</dt>
          <dd className={styles.figure}>{gamesText(window.games)}</dd>
          <dd className={styles.versus}>
            {window.previousGames} the {window.days} days before
          </dd>
          {window.average !== null && (
            <dd className={styles.average}>
              {text.average}: {formatMeasure(measure, window.average)}
            </dd>
          )}
          <Change measure={measure} window={window} />
        </div>
      ))}
    </dl>
  );
}

const CHANGE_ICONS = { better: TrendingUp, worse: TrendingDown, same: Minus } as const;

const CHANGE_TEXT = { better: 'Better than', worse: 'Worse than', same: 'Same as' } as const;

/** How the average compares with the days before, in words (and an arrow beside them). */
function Change({ measure, window }: { measure: HistoryMeasure; window: TrendWindow }) {
  const change = changeOf(measure, window.average, window.previousAverage);
  if (change === null || window.previousAverage === null) return null;
  const Icon = CHANGE_ICONS[change];
  return (
    <dd className={cx(styles.change, styles[change])}>
      <Icon aria-hidden="true" size={14} />
      {`${CHANGE_TEXT[change]} the ${window.days} days before: ${formatMeasure(measure, window.previousAverage)}`}
    </dd>
  );
}
