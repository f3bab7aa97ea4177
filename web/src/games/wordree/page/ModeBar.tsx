import { Clock, RefreshCw } from 'lucide-react';
import type { WordreeDifficulty, WordreeMode } from '@hub/proto';
import { Button } from '../../../components/Button';
import { ArchiveLink } from '../../../components/archive/ArchiveLink';
import { cx } from '../../../lib/cx';
import { useNow } from '../../../lib/useNow';
import { formatHms } from '../logic/countdown';
import type { PlayablePuzzle } from '../logic/playable';
import { DifficultyChoice } from '../panels/DifficultyChoice';
import styles from '../WordreePage.module.scss';

interface ModeBarProps {
  mode: WordreeMode;
  sharedId: number | null;
  puzzle: PlayablePuzzle | null;
  difficulty: WordreeDifficulty;
  onDifficulty: (difficulty: WordreeDifficulty) => void;
  onNewPuzzle: () => void;
  /** When the next daily arrives, or null while unknown. */
  resetAt: number | null;
  generating: boolean;
}

/**
 * Endless: the difficulty and New Puzzle. Daily: the countdown to the next puzzle, and the way to
 * the past ones (docs/rules.md#the-archive).
 */
export function ModeBar(props: ModeBarProps) {
  const { mode, sharedId, puzzle, difficulty, onDifficulty, onNewPuzzle } = props;
  if (mode === 'daily') {
    return (
      <div className={cx(styles.modeBar, styles.dailyBar)}>
        <p className={styles.countdown} role="timer" aria-live="off">
          <Clock aria-hidden="true" size={16} />
          Next puzzle in <Countdown resetAt={props.generating ? null : props.resetAt} />
        </p>
        {props.generating && <p className={styles.generating}>Generating new puzzle...</p>}
        <ArchiveLink game="wordree" />
      </div>
    );
  }
  return (
    <div className={styles.modeBar}>
      {sharedId === null ? (
        <DifficultyChoice value={difficulty} onChange={onDifficulty} />
      ) : (
        puzzle && <span className={styles.pill}>{puzzle.difficulty}</span>
      )}
      <Button variant="secondary" size="sm" onClick={onNewPuzzle}>
        <RefreshCw aria-hidden="true" size={16} />
        New Puzzle
      </Button>
    </div>
  );
}

/**
 * HH:MM:SS to the next daily, ticking every second, and alone in doing so
 * (docs/rules.md#wordree-on-screen).
 */
function Countdown({ resetAt }: { resetAt: number | null }) {
  const now = useNow(1000);
  return <strong>{formatHms(resetAt === null ? null : resetAt - now)}</strong>;
}
