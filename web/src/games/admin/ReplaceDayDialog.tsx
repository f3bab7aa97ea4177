import { AlertDialog } from 'radix-ui';
import type { ScheduleGame } from '@hub/proto';
import { Button } from '../../components/Button';
import { cx } from '../../lib/cx';
import dialog from '../../components/dialog/Dialog.module.scss';
import { GAME_NAMES } from './audit-summary';
import styles from './ResetDailyDialog.module.scss';

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
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.modal}>
          <div className={dialog.header}>
            <div>
              <AlertDialog.Title className={dialog.title}>
                Replace the {target && GAME_NAMES[target.game]} puzzle of {target?.label}?
              </AlertDialog.Title>
              <AlertDialog.Description className={dialog.description}>
                A new puzzle is made for that day and the current one is gone for good. Nobody has
                played it yet: only days still to come can be replaced.
              </AlertDialog.Description>
            </div>
          </div>
          <div className={cx(dialog.body, styles.actions)}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className={styles.confirm} onClick={() => target && onConfirm(target)}>
                Replace puzzle
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
