import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from '../../lib/cx';
import { DialogHeader } from './DialogHeader';
import styles from './Dialog.module.scss';

export interface SheetProps {
  trigger: ReactNode;
  title: string;
  description?: string;
  /** A sheet opens from any edge, the right by default (docs/rules.md#toasts-and-dialogs). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}

/** A dialog that slides in from one edge of the screen. */
export function Sheet({ trigger, title, description, side = 'right', children }: SheetProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.sheet, styles[side])}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
