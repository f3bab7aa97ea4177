import { GAME_NAMES, type ScheduleGame } from '@hub/proto';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';

export interface ReplaceTarget {
  game: ScheduleGame;
  day: string;
  label: string;
}

interface ReplaceDayDialogProps {
  target: ReplaceTarget | null;
  onCancel: () => void;
  onConfirm: (target: ReplaceTarget) => void;
}

/** Replacing cannot be undone (the old puzzle is gone), so it is confirmed first. */
export function ReplaceDayDialog({ target, onCancel, onConfirm }: ReplaceDayDialogProps) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Replace the ${target ? GAME_NAMES[target.game] : ''} puzzle of ${target?.label ?? ''}?`}
      description="A new puzzle is made for that day and the current one is gone for good. Nobody has played it yet: only days still to come can be replaced."
      confirmLabel="Replace puzzle"
      onConfirm={() => target && onConfirm(target)}
    />
  );
}
