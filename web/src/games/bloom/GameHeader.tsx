import { CircleHelp } from 'lucide-react';
import type { BloomDailyInfo } from '@hub/proto';
import { Button } from '../../components/Button';
import styles from './BloomGame.module.scss';

interface GameHeaderProps {
  daily: BloomDailyInfo;
  onHowToPlay(): void;
}

/** Which daily this is and how hard, the title, and the way to the tutorial. */
export function GameHeader({ daily, onHowToPlay }: GameHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.kicker}>
          Daily #{daily.puzzleNumber}
          <span className={styles.difficulty}>{daily.difficulty}</span>
        </p>
        <h1 id="bloom-title" className={styles.title}>
          Bloom
        </h1>
      </div>
      <Button variant="secondary" size="sm" className={styles.help} onClick={onHowToPlay}>
        <CircleHelp aria-hidden="true" size={18} />
        <span className={styles.helpText}>How to play</span>
      </Button>
    </header>
  );
}
