import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button';
import { cx } from '../../lib/cx';
import dialog from './Dialog.module.scss';
import styles from './ConfirmDialog.module.scss';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** An action that cannot be undone, confirmed first (an alert dialog: no outside click). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, onConfirm } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.modal}>
          <div className={dialog.header}>
            <div>
              <AlertDialog.Title className={dialog.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={dialog.description}>
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          <div className={cx(dialog.body, styles.actions)}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className={styles.confirm} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
