import { ConfirmDialog } from './ConfirmDialog';

interface ClearChainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The confirmation before a chain is cleared, the same on the daily, endless and archive boards. */
export function ClearChainDialog({ open, onOpenChange, onConfirm }: ClearChainDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clear Word Chain?"
      description="This removes every word from your chain and resets your score to 0."
      cancelLabel="Cancel"
      confirmLabel="Clear Word Chain"
      onConfirm={onConfirm}
    />
  );
}
