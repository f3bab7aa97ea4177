import { Trophy } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Grid } from '../board/Grid';
import type { WordreeBoard } from '../useWordreeGame';
import styles from '../WordreePage.module.scss';

interface PlayAreaProps {
  board: WordreeBoard;
  /** False until the puzzle has loaded: a placeholder holds the grid's place. */
  loaded: boolean;
  canSubmitScore: boolean;
  onClearChain: () => void;
  onSubmitScore: () => void;
  /** The submit button's words, and what shows once the chain is locked; the daily's unless said. */
  submitLabel?: string;
  doneText?: string;
}

/** The word being traced, the grid, and the buttons that act on the word and the chain. */
export function PlayArea({
  board,
  loaded,
  canSubmitScore,
  onClearChain,
  onSubmitScore,
  submitLabel = 'Submit Score to Leaderboard',
  doneText = 'Daily challenge complete',
}: PlayAreaProps) {
  const { actions, chain } = board;
  return (
    <div className={styles.play}>
      <p className={styles.currentWord} aria-live="polite">
        {board.currentWord ? (
          <span>
            <span data-testid="wordree-current-word">{board.currentWord}</span>
            {board.preview !== null && <span className={styles.preview}>+{board.preview}</span>}
          </span>
        ) : (
          <span className={styles.placeholder}>
            {board.locked ? doneText : 'Tap or drag letters, or type them'}
          </span>
        )}
      </p>
      {loaded ? (
        <Grid
          letters={board.letters}
          size={board.size}
          selection={board.selection}
          lastWordCells={chain.lastWordCells}
          hintCells={board.hintCells}
          disabled={board.locked || board.busy}
          onPick={actions.pick}
          onDragStart={actions.dragStart}
          onDragEnter={actions.dragEnter}
          onDragEnd={actions.dragEnd}
        />
      ) : (
        <div className={styles.gridPlaceholder} aria-busy="true" aria-label="Loading puzzle" />
      )}
      <div className={styles.actions}>
        <Button
          variant="accent"
          onClick={actions.submitWord}
          disabled={board.locked || board.busy || board.selection.length === 0}
        >
          Submit Word
        </Button>
        <Button
          variant="secondary"
          onClick={actions.clearSelection}
          disabled={board.locked || board.selection.length === 0}
        >
          Clear
        </Button>
        <Button
          variant="ghost"
          onClick={onClearChain}
          disabled={board.locked || chain.wordChain.length === 0}
        >
          Clear Word Chain
        </Button>
      </div>
      {canSubmitScore && (
        <Button size="lg" className={styles.submitScore} onClick={onSubmitScore}>
          <Trophy aria-hidden="true" size={20} />
          {submitLabel}
        </Button>
      )}
    </div>
  );
}
