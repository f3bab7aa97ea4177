import type { AdminDeadLetter } from '@hub/proto';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';

interface DiscardLetterDialogProps {
  letter: AdminDeadLetter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** A discarded event is gone for good (its consumer never applies it), so it is confirmed first. */
export function DiscardLetterDialog({
  letter,
  open,
  onOpenChange,
  onConfirm,
}: DiscardLetterDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Discard this event?"
      description={`It will not be applied. ${letter.subject} for ${letter.consumer} leaves this list for good.`}
      confirmLabel="Discard event"
      onConfirm={onConfirm}
    />
  );
}
