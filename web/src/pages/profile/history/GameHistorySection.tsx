import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { GAME_TYPES, type GameStat, type GameType } from '@hub/proto';
import { useStatsHistory } from '../../../api/history';
import { GameIcon } from '../../../components/GameIcon';
import { GAMES } from '../../../lib/games';
import { GameHistoryPanel } from './GameHistoryPanel';
import styles from './GameHistory.module.scss';

const isGame = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);

/**
 * The player's games over time, a tab per game: streak calendar, bests, trends, the
 * distribution of results and a year of days played, each chart with its table.
 */
export function GameHistorySection({ stats }: { stats: readonly GameStat[] }) {
  const { data, isLoading, isError } = useStatsHistory();
  const [chosen, setChosen] = useState<GameType | null>(null);
  // Until the player picks one, the first game they have played.
  const game = chosen ?? stats.find((stat) => stat.gamesPlayed > 0)?.gameType ?? GAME_TYPES[0];

  return (
    <section className={styles.panel} aria-labelledby="game-history-title">
      <h2 id="game-history-title" className={styles.title}>
        Your Games Over Time
      </h2>
      {isLoading ? (
        <p className={styles.message}>Loading...</p>
      ) : isError || !data ? (
        <p className={styles.message}>Your history is not available right now. Try again later.</p>
      ) : (
        <Tabs.Root value={game} onValueChange={(value) => isGame(value) && setChosen(value)}>
          <Tabs.List className={styles.tabs} aria-label="Game">
            {GAME_TYPES.map((type) => (
              <Tabs.Trigger key={type} value={type} data-game={type} className={styles.tab}>
                <GameIcon game={type} size={16} />
                {GAMES[type].name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {data.games.map((history) => (
            <Tabs.Content
              key={history.gameType}
              value={history.gameType}
              data-game={history.gameType}
              className={styles.content}
            >
              <GameHistoryPanel
                gameName={GAMES[history.gameType].name}
                history={history}
                stat={stats.find((stat) => stat.gameType === history.gameType)}
                from={data.from}
                to={data.to}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
