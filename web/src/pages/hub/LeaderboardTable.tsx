import type { GameType, LeaderboardEntry, LeaderboardPeriod } from '@hub/proto';
import { useLeaderboard } from '../../api/progress';
import { cx } from '../../lib/cx';
import { GAMES } from '../../lib/games';
import styles from './LeaderboardTable.module.scss';

const pointsFormat = new Intl.NumberFormat();

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <tr className={cx(entry.isYou && styles.you, entry.rank <= 3 && styles.podium)}>
      <td className={styles.rank}>{entry.rank}</td>
      <td className={styles.name}>
        {entry.displayName}
        {entry.isYou && <span className={styles.youTag}> (you)</span>}
      </td>
      <td className={styles.points}>{pointsFormat.format(entry.points)}</td>
    </tr>
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
  if (isPending) return <p className={styles.message}>Loading...</p>;
  if (isError) {
    return (
      <p className={styles.message}>The leaderboard is not available right now. Try again later.</p>
    );
  }
  if (data.entries.length === 0) {
    return <p className={styles.message}>No scores yet for this period. Play to be the first!</p>;
  }
  const youOutsideTop = data.you && !data.entries.some((entry) => entry.isYou) ? data.you : null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {GAMES[game].name} points, {periodLabel}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.rank}>
            Rank
          </th>
          <th scope="col">Player</th>
          <th scope="col" className={styles.points}>
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {/* Entries carry no player id, and tied guests look alike: the position is the key. */}
        {data.entries.map((entry, position) => (
          <Row key={position} entry={entry} />
        ))}
      </tbody>
      {youOutsideTop && (
        <tbody>
          <tr className={styles.gap} aria-hidden="true">
            <td colSpan={3}>⋯</td>
          </tr>
          <Row entry={youOutsideTop} />
        </tbody>
      )}
    </table>
  );
}
