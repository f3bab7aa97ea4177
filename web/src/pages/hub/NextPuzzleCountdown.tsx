import { Clock } from 'lucide-react';
import { nextResetAt } from '@hub/proto';
import { useBloomDaily } from '../../api/bloom';
import { formatCountdown } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import styles from './NextPuzzleCountdown.module.scss';

export function NextPuzzleCountdown() {
  const { data } = useBloomDaily();
  const now = useNow(1000);
  // The server's resetTime is the truth; until it answers, the shared clock names the same instant.
  const resetAt = data ? Date.parse(data.resetTime) : nextResetAt(new Date(now)).getTime();

  return (
    <p className={styles.countdown} role="timer">
      <Clock aria-hidden="true" size={16} />
      {formatCountdown(resetAt - now)}
    </p>
  );
}
