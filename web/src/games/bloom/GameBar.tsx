import { Lightbulb, Timer } from 'lucide-react';
import { Switch } from '../../components/Switch';
import { formatClock, hintsLabel } from './share';
import styles from './GameBar.module.scss';

interface GameBarProps {
  seconds: number;
  hintsUsed: number;
  noMistakes: boolean;
  onNoMistakesChange(on: boolean): void;
}

/** The daily card's status line: timer, hints used and the No Mistakes switch. */
export function GameBar({ seconds, hintsUsed, noMistakes, onNoMistakesChange }: GameBarProps) {
  return (
    <div className={styles.bar}>
      <p className={styles.stat} role="timer" aria-label={`Time ${formatClock(seconds)}`}>
        <Timer aria-hidden="true" size={16} />
        <span className={styles.value}>{formatClock(seconds)}</span>
      </p>
      <p className={styles.stat}>
        <Lightbulb aria-hidden="true" size={16} />
        <span className={styles.value}>{hintsLabel(hintsUsed)}</span>
      </p>
      <div className={styles.switch}>
        <label htmlFor="bloom-no-mistakes">No Mistakes</label>
        <Switch id="bloom-no-mistakes" checked={noMistakes} onCheckedChange={onNoMistakesChange} />
      </div>
    </div>
  );
}
