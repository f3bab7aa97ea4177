import { useId } from 'react';
import type { GameType, TodayDistribution } from '@hub/proto';
import { useTodayDistribution } from '../../api/progress';
import { cx } from '../../lib/cx';
import { bucketLabel, describeMeasure } from '../../lib/measure';
import styles from './HowEveryoneDid.module.scss';

const playersText = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;

/** One sentence of where the player stands among today's finishers. */
export function standingText({ players, measure, you }: TodayDistribution): string {
  const figure = describeMeasure(measure, you.value);
  if (players === 1) return `You are the first to finish today: ${figure}.`;
  const yours = measure === 'seconds' ? `time of ${figure}` : figure;
  if (players === 2) {
    const verb = you.betterThan === 100 ? 'beat' : 'did not beat';
    return `Your ${yours} ${verb} the one other player who finished today.`;
  }
  return `Your ${yours} beat ${you.betterThan}% of the other ${playersText(players - 1)} who finished today.`;
}

interface HowEveryoneDidProps {
  game: GameType;
  /** Today's daily, finished: only then is there anything to show (or to ask for). */
  finished: boolean;
}

/**
 * A completion dialog's "how everyone did" (docs/rules.md#how-everyone-did): today's finishers of
 * the game in the profile's buckets, the player's own bar marked, and where they stand. Absent
 * when it cannot be had; the rest of the dialog never waits for it.
 */
export function HowEveryoneDid({ game, finished }: HowEveryoneDidProps) {
  const titleId = useId();
  const { data, isPending, isError } = useTodayDistribution(game, finished);
  if (!finished || isError) return null;
  const most = Math.max(1, ...(data?.distribution.map(({ count }) => count) ?? []));
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={isPending}>
      <h3 id={titleId} className={styles.title}>
        How everyone did today
      </h3>
      {!data ? (
        <p className={styles.note}>Counting today’s players…</p>
      ) : (
        <>
          <p className={styles.note}>{standingText(data)}</p>
          <ol className={styles.bars}>
            {data.distribution.map((bucket, index) => {
              const yours = index === data.you.bucket;
              return (
                <li key={bucket.from} className={cx(styles.row, yours && styles.yours)}>
                  <span className={styles.label}>{bucketLabel(data.measure, bucket)}</span>
                  <span className={styles.track} aria-hidden="true">
                    <span
                      className={styles.bar}
                      style={{ inlineSize: `${(bucket.count / most) * 100}%` }}
                    />
                  </span>
                  <span className={styles.count}>
                    {bucket.count}
                    <span className={styles.hidden}>
                      {bucket.count === 1 ? ' player' : ' players'}
                    </span>
                    {yours && <span className={styles.you}> (you)</span>}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
