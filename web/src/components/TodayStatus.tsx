import { CircleCheck, CircleDashed, CircleDot } from 'lucide-react';
import { nextResetAt, type GameType } from '@hub/proto';
import { useDailyStatus } from '../api/dailyStatus';
import { formatCountdown } from '../lib/countdown';
import { cx } from '../lib/cx';
import { todayStatusText } from '../lib/todayStatus';
import { useNow } from '../lib/useNow';
import styles from './TodayStatus.module.scss';

const ICONS = { new: CircleDashed, started: CircleDot, finished: CircleCheck } as const;

/** Until the next puzzle, for a game already done today. */
function NextPuzzleIn() {
  const now = useNow(1000);
  return (
    <span className={styles.next} role="timer">
      {formatCountdown(nextResetAt(new Date(now)).getTime() - now)}
    </span>
  );
}

/**
 * A game card's line for today (docs/rules.md#hub-and-profile): not started, in progress, or done
 * with the result and the time to the next puzzle. Its room is kept while the answer is on its
 * way, so the cards do not shift; an answer that never comes leaves it empty.
 */
export function TodayStatus({ game, className }: { game: GameType; className?: string }) {
  const { data } = useDailyStatus(game);
  if (!data) return <span className={cx(styles.status, className)} aria-hidden="true" />;
  const Icon = ICONS[data.status];
  return (
    <span className={cx(styles.status, className)} data-status={data.status}>
      <Icon aria-hidden="true" size={16} className={styles.icon} />
      <span>
        {todayStatusText(game, data)}
        {data.status === 'finished' && <NextPuzzleIn />}
      </span>
    </span>
  );
}
