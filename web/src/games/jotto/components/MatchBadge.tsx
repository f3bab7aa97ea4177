import { JOTTO_WORD_LENGTH } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { describeMatches, matchBand } from '../lib/bands';
import styles from './MatchBadge.module.scss';

/** A guess's match count in its band colour (docs/rules.md#jotto-on-screen). */
export function MatchBadge({ count }: { count: number }) {
  return (
    <span
      className={cx(styles.badge, styles[matchBand(count)])}
      title={describeMatches(count)}
      data-band={matchBand(count)}
    >
      <span aria-hidden="true">
        {count}
        <span className={styles.outOf}>/{JOTTO_WORD_LENGTH}</span>
      </span>
      <span className={styles.hidden}>{describeMatches(count)}</span>
    </span>
  );
}
