import { useState } from 'react';
import type { GameType, LeaderboardPeriod } from '@hub/proto';
import { LoadFailed } from '../../components/LoadFailed';
import { GAMES } from '../../lib/games';
import { BoardToggle, GameBoards, PERIOD_LABELS } from '../../components/GameBoards';
import { RankingTable } from '../../components/RankingTable';
import { useLeagueBoard } from './api';
import styles from './Leagues.module.scss';

const pointsFormat = new Intl.NumberFormat();

function GameBoard({
  leagueId,
  game,
  period,
}: {
  leagueId: string;
  game: GameType;
  period: LeaderboardPeriod;
}) {
  const board = useLeagueBoard(leagueId, game, period);
  if (board.isPending) return <p className={styles.muted}>Loading...</p>;
  if (board.isError) return <LoadFailed error={board.error} onRetry={() => void board.refetch()} />;
  return (
    <RankingTable
      caption={`${GAMES[game].name} points, ${PERIOD_LABELS[period].toLowerCase()}`}
      valueHeading="Points"
      rows={board.data.entries.map((entry) => ({
        ...entry,
        value: pointsFormat.format(entry.points),
      }))}
      // Every member is on the board: no row of one's own below it.
      you={null}
    />
  );
}

/** The league's boards: a tab per game, today, this week or all time, every member listed. */
export function LeagueBoard({ leagueId }: { leagueId: string }) {
  const [game, setGame] = useState<GameType>('wordree');
  const [period, setPeriod] = useState<LeaderboardPeriod>('today');
  return (
    <section className={styles.section} aria-labelledby="league-board">
      <h2 id="league-board" className={styles.sectionTitle}>
        Board
      </h2>
      <GameBoards
        game={game}
        onGameChange={setGame}
        controls={
          <BoardToggle label="Period" value={period} options={PERIOD_LABELS} onChange={setPeriod} />
        }
      >
        {(type) => <GameBoard leagueId={leagueId} game={type} period={period} />}
      </GameBoards>
    </section>
  );
}
