import type { GameStat } from '@hub/proto';
import { streakSummary, totalGamesPlayed } from '../../lib/progress';
import styles from './StatTiles.module.scss';

interface StatTilesProps {
  stats: readonly GameStat[];
  isLoading: boolean;
  isError: boolean;
}

export function StatTiles({ stats, isLoading, isError }: StatTilesProps) {
  const tiles = [
    { label: 'Total Games', value: totalGamesPlayed(stats) },
    { label: 'Current Streak', value: streakSummary(stats).best },
    // This screen's Achievements tile always reads 0 (docs/rules.md#hub-and-profile).
    { label: 'Achievements', value: 0 },
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map(({ label, value }) => (
        <div key={label} className={styles.tile}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{isLoading ? '...' : isError ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
