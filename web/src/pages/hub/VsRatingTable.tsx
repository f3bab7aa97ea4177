import type { VsRatingEntry } from '@hub/proto';
import { useVsRating } from '../../api/progress';
import styles from './LeaderboardTable.module.scss';
import { RankingTable, type RankingRow } from '../../components/RankingTable';

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
  return (
    <>
      {data.entries.length === 0 ? (
        <p className={styles.message}>
          No rated VS matches yet. Start one with a friend from Jotto!
        </p>
      ) : (
        <RankingTable
          caption="Jotto VS rating"
          valueHeading="Rating"
          rows={data.entries.map(toRow)}
          you={data.you && toRow(data.you)}
        />
      )}
      <p className={styles.note}>
        Everyone starts at 1000. Only matches between players with a confirmed e-mail count, wins
        over the same opponent count for less each time within 30 days, and VS matches add no
        points.
      </p>
    </>
  );
}
