import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { DialogHeader } from '../../../components/dialog/DialogHeader';
import shared from '../../../components/dialog/Dialog.module.scss';

interface GameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** The site's modal look, opened by the game rather than by a trigger button. */
export function GameDialog({ open, onOpenChange, title, description, children }: GameDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={shared.overlay} />
        <Dialog.Content
          className={shared.modal}
          data-game="wordree"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} />
          <div className={shared.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
