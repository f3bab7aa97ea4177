import { Button } from '../../../components/Button';
import { GameDialog } from './GameDialog';
import styles from './dialogs.module.scss';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, cancelLabel, confirmLabel, onConfirm } = props;
  return (
    <GameDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant="accent"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </GameDialog>
  );
}
