import { Link } from 'react-router';
import type { VsRatingEntry } from '@hub/proto';
import { useVsRating } from '../../api/progress';
import styles from './LeaderboardTable.module.scss';
import { RankingTable, type RankingRow } from './RankingTable';

const toRow = (entry: VsRatingEntry): RankingRow => ({ ...entry, value: String(entry.rating) });

/** Jotto VS players by rating (all time: a rating is a standing, not a sum over a period). */
export function VsRatingTable() {
  const { data, isPending, isError } = useVsRating();
  if (isPending) return <p className={styles.message}>Loading...</p>;
  if (isError) {
    return (
      <p className={styles.message}>The VS ratings are not available right now. Try again later.</p>
    );
  }
  // Guests cannot play VS, so a rating off the board is an unverified account's.
  const notListed = data.notListed && (
    <p className={styles.notListed}>
      Your VS rating is {data.notListed.rating}. Only players with a confirmed e-mail are ranked:{' '}
      <Link to="/profile">confirm yours</Link> to join in.
    </p>
  );
  return (
    <>
      {data.entries.length === 0 ? (
        <p className={styles.message}>No rated VS matches yet. Challenge a friend!</p>
      ) : (
        <RankingTable
          caption="Jotto VS rating"
          valueHeading="Rating"
          rows={data.entries.map(toRow)}
          you={data.you && toRow(data.you)}
        />
      )}
      {notListed}
      <p className={styles.note}>
        Everyone starts at 1000. Wins over the same opponent count for less each time within 30
        days, and VS matches add no points.
      </p>
    </>
  );
}
