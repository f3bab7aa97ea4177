import { PartyPopper } from 'lucide-react';
import { Button } from '../../components/Button';
import { formatCountdown } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import styles from './BloomGame.module.scss';

interface SolvedBannerProps {
  /** When the next garden arrives. */
  resetTime: string;
  onShow(): void;
}

/** Above a finished garden: the time to the next one, and the way back to the results. */
export function SolvedBanner({ resetTime, onShow }: SolvedBannerProps) {
  const now = useNow(1000);
  return (
    <div className={styles.solved}>
      <PartyPopper aria-hidden="true" size={22} />
      <div className={styles.solvedText}>
        <p className={styles.solvedTitle}>Garden complete!</p>
        <p className={styles.solvedNext}>{formatCountdown(Date.parse(resetTime) - now)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onShow}>
        See results
      </Button>
    </div>
  );
}
