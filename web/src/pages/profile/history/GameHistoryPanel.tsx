import type { GameHistory, GameStat } from '@hub/proto';
import { StreakRules } from '../../../components/StreakRules';
import { formatDays, freezesLabel } from '../../../lib/progress';
import { DistributionChart } from './DistributionChart';
import { HeatMap } from './HeatMap';
import { StreakCalendar } from './StreakCalendar';
import { TrendChart } from './TrendChart';
import { TrendTiles } from './TrendTiles';
import styles from './GameHistory.module.scss';

interface GameHistoryPanelProps {
  gameName: string;
  history: GameHistory;
  stat: GameStat | undefined;
  /** The span of the history, inclusive; `to` is today. */
  from: string;
  to: string;
}

/** One game's streak calendar, bests, trend, distribution and year of days played. */
export function GameHistoryPanel({ gameName, history, stat, from, to }: GameHistoryPanelProps) {
  return (
    <div className={styles.grid}>
      <section className={styles.part} aria-label={`${gameName} streak`}>
        <h3 className={styles.heading}>Streak</h3>
        <p className={styles.summary}>
          {`Current ${formatDays(stat?.currentStreak ?? 0)} · Best ${formatDays(stat?.longestStreak ?? 0)} · ${freezesLabel(stat?.freezesHeld ?? 0)} held`}
        </p>
        <StreakCalendar
          gameName={gameName}
          today={to}
          playDays={history.playDays}
          frozenDays={stat?.frozenDays ?? []}
        />
        <details className={styles.rules}>
          <summary>How streaks and freezes work</summary>
          <StreakRules />
        </details>
      </section>
      <section className={styles.part} aria-label={`${gameName} bests and trends`}>
        <h3 className={styles.heading}>Bests and trends</h3>
        <TrendTiles measure={history.measure} best={history.best} trend={history.trend} />
        <TrendChart gamesByDay={history.gamesByDay} today={to} />
      </section>
      <section className={styles.part} aria-label={`${gameName} results`}>
        <h3 className={styles.heading}>Results</h3>
        <DistributionChart measure={history.measure} buckets={history.distribution} />
      </section>
      <section className={styles.part} aria-label={`${gameName} days played`}>
        <h3 className={styles.heading}>Over the year</h3>
        <HeatMap gamesByDay={history.gamesByDay} from={from} to={to} />
      </section>
    </div>
  );
}
