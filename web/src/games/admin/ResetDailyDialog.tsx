import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';

interface ResetDailyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Regenerating cannot be undone, so it is confirmed first. */
export function ResetDailyDialog({ open, onOpenChange, onConfirm }: ResetDailyDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Regenerate today's Wordree puzzle?"
      description="Every player gets a new daily puzzle at once. Scores already submitted stay on the current puzzle's leaderboard; boards in progress on it cannot be submitted."
      confirmLabel="Regenerate puzzle"
      onConfirm={onConfirm}
    />
  );
}
