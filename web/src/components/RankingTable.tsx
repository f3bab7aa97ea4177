import { cx } from '../lib/cx';
import styles from './RankingTable.module.scss';

export interface RankingRow {
  rank: number;
  displayName: string;
  isYou: boolean;
  /** The ranked value as shown (points, a rating). */
  value: string;
}

function Row({ row }: { row: RankingRow }) {
  return (
    <tr className={cx(row.isYou && styles.you, row.rank <= 3 && styles.podium)}>
      <td className={styles.rank}>{row.rank}</td>
      <td className={styles.name}>
        {row.displayName}
        {row.isYou && <span className={styles.youTag}> (you)</span>}
      </td>
      <td className={styles.points}>{row.value}</td>
    </tr>
  );
}

interface RankingTableProps {
  caption: string;
  /** The heading of the ranked value's column, e.g. 'Points'. */
  valueHeading: string;
  rows: RankingRow[];
  /** The player's own row, shown after the top list when it is not in it. */
  you: RankingRow | null;
}

/**
 * A ranking (a global board, a league's): the top list, then the player's own row when it is
 * further down.
 */
export function RankingTable({ caption, valueHeading, rows, you }: RankingTableProps) {
  const youOutsideTop = you && !rows.some((row) => row.isYou) ? you : null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.rank}>
            Rank
          </th>
          <th scope="col">Player</th>
          <th scope="col" className={styles.points}>
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {/* Rows carry no player id, and tied guests look alike: the position is the key. */}
        {rows.map((row, position) => (
          <Row key={position} row={row} />
        ))}
      </tbody>
      {youOutsideTop && (
        <tbody>
          <tr className={styles.gap} aria-hidden="true">
            <td colSpan={3}>⋯</td>
          </tr>
          <Row row={youOutsideTop} />
        </tbody>
      )}
    </table>
  );
}
