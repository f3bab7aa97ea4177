import type { ReactNode } from 'react';
import { CircleHelp } from 'lucide-react';
import { Button } from '../../components/Button';
import styles from './BloomGame.module.scss';

interface GameHeaderProps {
  /** Above the title: which garden this is. */
  kicker: string;
  difficulty: string;
  title: ReactNode;
  /** Under the title, if anything: the archive's date and that it is unranked. */
  meta?: ReactNode;
  /** Beside the title: the way to the tutorial and the screen's other ways on. */
  actions: ReactNode;
}

/** Which garden this is and how hard, the title, and the screen's buttons. */
export function GameHeader({ kicker, difficulty, title, meta, actions }: GameHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.kicker}>
          {kicker}
          <span className={styles.difficulty}>{difficulty}</span>
        </p>
        <h1 id="bloom-title" className={styles.title}>
          {title}
        </h1>
        {meta && <p className={styles.meta}>{meta}</p>}
      </div>
      <div className={styles.headerActions}>{actions}</div>
    </header>
  );
}

/** Opens the tutorial; an icon alone on a phone, its name kept for screen readers. */
export function HowToPlayButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="secondary" size="sm" className={styles.help} onClick={onClick}>
      <CircleHelp aria-hidden="true" size={18} />
      <span className={styles.helpText}>How to play</span>
    </Button>
  );
}
