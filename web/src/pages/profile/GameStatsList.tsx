import { Snowflake } from 'lucide-react';
import type { GameStat } from '@hub/proto';
import { GameIcon } from '../../components/GameIcon';
import { GAMES } from '../../lib/games';
import { freezesLabel, gamesPlayedLabel } from '../../lib/progress';
import styles from './GameStatsList.module.scss';

interface GameStatsListProps {
  stats: readonly GameStat[];
  isLoading: boolean;
  /** A failed fetch must not read as 'no games played'. */
  isError: boolean;
}

export function GameStatsList({ stats, isLoading, isError }: GameStatsListProps) {
  const played = stats.filter((stat) => stat.gamesPlayed > 0);
  return (
    <section className={styles.panel} aria-labelledby="game-stats-title">
      <h2 id="game-stats-title" className={styles.title}>
        Game Statistics
      </h2>
      {isLoading ? (
        <p className={styles.message}>Loading...</p>
      ) : isError ? (
        <p className={styles.message}>Your stats are not available right now. Try again later.</p>
      ) : played.length === 0 ? (
        <p className={styles.message}>No games played yet. Start playing to see your stats!</p>
      ) : (
        <ul className={styles.list}>
          {played.map((stat) => (
            <li key={stat.gameType} data-game={stat.gameType} className={styles.row}>
              <span className={styles.icon}>
                <GameIcon game={stat.gameType} size={22} />
              </span>
              <div className={styles.game}>
                <h3 className={styles.name}>{GAMES[stat.gameType].name}</h3>
                <p className={styles.played}>{gamesPlayedLabel(stat.gamesPlayed)}</p>
              </div>
              <dl className={styles.streaks}>
                <div>
                  <dt>Streak</dt>
                  <dd>{stat.currentStreak}</dd>
                </div>
                <div>
                  <dt>Best</dt>
                  <dd>{stat.longestStreak}</dd>
                </div>
                <div title={freezesLabel(stat.freezesHeld)}>
                  <dt>Freezes</dt>
                  <dd className={styles.freezes}>
                    <Snowflake aria-hidden="true" size={16} />
                    {stat.freezesHeld}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
