import type { ReactNode } from 'react';
import { PartyPopper } from 'lucide-react';
import { Button } from '../../components/Button';
import { formatCountdown } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import styles from './BloomGame.module.scss';

interface SolvedBannerProps {
  /** Under the title: the time to the next garden, or how an archive garden stands. */
  children: ReactNode;
  onShow(): void;
}

/** Above a finished garden: what comes next, and the way back to the results. */
export function SolvedBanner({ children, onShow }: SolvedBannerProps) {
  return (
    <div className={styles.solved}>
      <PartyPopper aria-hidden="true" size={22} />
      <div className={styles.solvedText}>
        <p className={styles.solvedTitle}>Garden complete!</p>
        <p className={styles.solvedNext}>{children}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onShow}>
        See results
      </Button>
    </div>
  );
}

/** The time to the next daily garden, each second. */
export function NextGardenCountdown({ resetTime }: { resetTime: string }) {
  const now = useNow(1000);
  return formatCountdown(Date.parse(resetTime) - now);
}
