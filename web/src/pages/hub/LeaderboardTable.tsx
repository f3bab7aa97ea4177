import { Link } from 'react-router';
import type { GameType, Leaderboard, LeaderboardEntry, LeaderboardPeriod } from '@hub/proto';
import { useLeaderboard } from '../../api/progress';
import { useUser } from '../../api/user';
import { GAMES } from '../../lib/games';
import styles from './LeaderboardTable.module.scss';
import { RankingTable, type RankingRow } from '../../components/RankingTable';

const pointsFormat = new Intl.NumberFormat();

const toRow = (entry: LeaderboardEntry): RankingRow => ({
  ...entry,
  value: pointsFormat.format(entry.points),
});

/** Why the player's own points are not on the board, and what would put them there. */
function NotListed({ notListed }: { notListed: NonNullable<Leaderboard['notListed']> }) {
  const points = `${pointsFormat.format(notListed.points)} points`;
  return (
    <p className={styles.notListed}>
      {notListed.reason === 'guest' ? (
        <>
          You have {points} as a guest. Only signed-in players with a confirmed e-mail are ranked:{' '}
          <Link to="/login">sign in</Link> to take them with you.
        </>
      ) : (
        <>
          You have {points}. Only players with a confirmed e-mail are ranked:{' '}
          <Link to="/profile">confirm yours</Link> to join in.
        </>
      )}
    </p>
  );
}

/** An account still to confirm its e-mail, with no points yet: what confirming will do. */
function ConfirmToRank() {
  return (
    <p className={styles.notListed}>
      <Link to="/profile">Confirm your e-mail</Link> to appear on the global leaderboards.
    </p>
  );
}

interface LeaderboardTableProps {
  game: GameType;
  period: LeaderboardPeriod;
  /** Names the period in the table's caption, e.g. 'today'. */
  periodLabel: string;
}

/** One game's global ranking; the player's own row follows the top list when it is not in it. */
export function LeaderboardTable({ game, period, periodLabel }: LeaderboardTableProps) {
  const { data, isPending, isError } = useLeaderboard(game, period);
  const { user } = useUser();
  if (isPending) return <p className={styles.message}>Loading...</p>;
  if (isError) {
    return (
      <p className={styles.message}>The leaderboard is not available right now. Try again later.</p>
    );
  }
  const notListed = data.notListed ? (
    <NotListed notListed={data.notListed} />
  ) : (
    user && !user.emailVerified && !data.you && <ConfirmToRank />
  );
  if (data.entries.length === 0) {
    return (
      <>
        <p className={styles.message}>No scores yet for this period. Play to be the first!</p>
        {notListed}
      </>
    );
  }
  return (
    <>
      <RankingTable
        caption={`${GAMES[game].name} points, ${periodLabel}`}
        valueHeading="Points"
        rows={data.entries.map(toRow)}
        you={data.you && toRow(data.you)}
      />
      {notListed}
    </>
  );
}
