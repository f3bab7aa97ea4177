import { AlertDialog } from 'radix-ui';
import { Button } from '../../components/Button';
import { cx } from '../../lib/cx';
import dialog from '../../components/dialog/Dialog.module.scss';
import styles from './ResetDailyDialog.module.scss';

interface ResetDailyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Regenerating cannot be undone, so it is confirmed first (an alert dialog: no outside click). */
export function ResetDailyDialog({ open, onOpenChange, onConfirm }: ResetDailyDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.modal}>
          <div className={dialog.header}>
            <div>
              <AlertDialog.Title className={dialog.title}>
                Regenerate today&apos;s Wordree puzzle?
              </AlertDialog.Title>
              <AlertDialog.Description className={dialog.description}>
                Every player gets a new daily puzzle at once. Scores already submitted stay on the
                current puzzle&apos;s leaderboard; boards in progress on it cannot be submitted.
              </AlertDialog.Description>
            </div>
          </div>
          <div className={cx(dialog.body, styles.actions)}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className={styles.confirm} onClick={onConfirm}>
                Regenerate puzzle
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
