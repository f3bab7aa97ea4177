import { Trophy } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/dialog/Modal';
import { cx } from '../../../lib/cx';
import { useDailyLeaderboard } from '../api/daily';
import styles from './LeaderboardDialog.module.scss';

/** Mounted only while the dialog is open, so the board is fetched fresh each time it opens. */
function Board() {
  const { data, isPending, isError } = useDailyLeaderboard(true);
  if (isPending) return <p className={styles.note}>Loading...</p>;
  if (isError) return <p className={styles.note}>The leaderboard could not be loaded.</p>;
  if (data.length === 0) {
    return <p className={styles.note}>Nobody has solved today’s word yet. Be the first!</p>;
  }
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col" className={styles.number}>
            Points
          </th>
          <th scope="col" className={styles.number}>
            Attempts
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((entry, index) => (
          <tr key={index} className={cx(entry.isYou && styles.you)}>
            <td>
              <span className={cx(styles.rank, entry.rank <= 3 && styles[`top${entry.rank}`])}>
                {entry.rank}
              </span>
            </td>
            <td className={styles.name}>
              {entry.displayName}
              {entry.isYou && <span className={styles.youTag}>you</span>}
            </td>
            <td className={styles.number}>{entry.score}</td>
            <td className={styles.number}>{entry.attempts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LeaderboardDialog() {
  return (
    <Modal
      title="Leaderboard"
      description="Today’s best solvers"
      trigger={
        <Button variant="secondary" size="sm">
          <Trophy aria-hidden="true" size={16} />
          Leaderboard
        </Button>
      }
    >
      <Board />
    </Modal>
  );
}
