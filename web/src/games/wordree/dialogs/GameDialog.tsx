import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { DialogHeader } from '../../../components/dialog/DialogHeader';
import shared from '../../../components/dialog/Dialog.module.scss';
import { focusAfterPaint } from '../../../lib/focusAfterPaint';

interface GameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Shown at once, without the entrance animation (see Tutorial). */
  atOnce?: boolean;
  children: ReactNode;
}

/** The site's modal look, opened by the game rather than by a trigger button. */
export function GameDialog(props: GameDialogProps) {
  const { open, onOpenChange, title, description, atOnce, children } = props;
  const entrance = atOnce ? { animation: 'none' } : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Given its container, Radix's portal renders the dialog in the render of the page that
          opens it. Left to find document.body once mounted, it rendered a first visit's tutorial
          in a second, synchronous render right after the page's commit, where the scroll lock
          measured the page just inserted (a forced layout of all of it) in the task that
          committed it, the longest of the load (Lighthouse's TBT). */}
      <Dialog.Portal container={document.body}>
        <Dialog.Overlay className={shared.overlay} style={entrance} />
        <Dialog.Content
          className={shared.modal}
          style={entrance}
          data-game="wordree"
          onOpenAutoFocus={atOnce ? focusAfterPaint : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} />
          <div className={shared.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
