import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import styles from './Dialog.module.scss';

/** Title plus a labelled close button, shared by sheets and modals. */
export function DialogHeader({ title, description }: { title: string; description?: string }) {
  return (
    <div className={styles.header}>
      <div>
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        {description && (
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        )}
      </div>
      <Dialog.Close className={styles.close} aria-label="Close">
        <X aria-hidden="true" size={20} />
      </Dialog.Close>
    </div>
  );
}
