import { ClearChainDialog } from '../dialogs/ClearChainDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { SubmitScoreDialog } from '../dialogs/SubmitScoreDialog';
import { Tutorial } from '../dialogs/Tutorial';
import type { WordreeBoard } from '../useWordreeGame';

/** The page's modal questions: one at a time, or none. */
export type OpenDialog = 'clear' | 'generate' | 'submit' | null;

interface WordreeDialogsProps {
  tutorialOpen: boolean;
  onTutorialClose: () => void;
  dialog: OpenDialog;
  onDialog: (dialog: OpenDialog) => void;
  board: WordreeBoard;
  onGenerate: () => void;
  /** The name the submit dialog offers when none was submitted from this browser. */
  accountName: string | null;
  /** The score is in; the dialog has closed itself. */
  onSubmitted: (result: Awaited<ReturnType<WordreeBoard['actions']['submitScore']>>) => void;
}

/** The tutorial, the two confirmations, and the score's submission. */
export function WordreeDialogs(props: WordreeDialogsProps) {
  const { dialog, onDialog, board } = props;
  const { actions, chain } = board;
  return (
    <>
      <Tutorial open={props.tutorialOpen} onClose={props.onTutorialClose} />
      <ClearChainDialog
        open={dialog === 'clear'}
        onOpenChange={(open) => onDialog(open ? 'clear' : null)}
        onConfirm={actions.clearChain}
      />
      <ConfirmDialog
        open={dialog === 'generate'}
        onOpenChange={(open) => onDialog(open ? 'generate' : null)}
        title="Generate New Puzzle?"
        description="Your word chain on this puzzle will end. Your score so far still counts toward your stats."
        cancelLabel="Keep Current Puzzle"
        confirmLabel="Generate New Puzzle"
        onConfirm={props.onGenerate}
      />
      {dialog === 'submit' && (
        <SubmitScoreDialog
          open
          onOpenChange={(open) => onDialog(open ? 'submit' : null)}
          score={chain.score}
          words={chain.wordChain.length}
          accountName={props.accountName}
          onSubmit={async (name) => props.onSubmitted(await actions.submitScore(name))}
        />
      )}
    </>
  );
}
