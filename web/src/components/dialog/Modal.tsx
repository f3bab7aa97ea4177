import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useKeyboardScrollable } from '../../lib/useKeyboardScrollable';
import { DialogHeader } from './DialogHeader';
import styles from './Dialog.module.scss';

export interface ModalProps {
  trigger: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A centred dialog, at most medium width (docs/rules.md#toasts-and-dialogs). */
export function Modal({ trigger, title, description, children }: ModalProps) {
  const body = useKeyboardScrollable<HTMLDivElement>();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.modal}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader title={title} description={description} />
          <div ref={body} className={styles.body}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
