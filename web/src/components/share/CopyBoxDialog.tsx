import { Dialog } from 'radix-ui';
import { DialogHeader } from '../dialog/DialogHeader';
import dialog from '../dialog/Dialog.module.scss';
import { closeCopyBox, type CopyBox } from '../../lib/copyBox';
import styles from './CopyBoxDialog.module.scss';

/**
 * The last way to share (lib/share.ts): the text in a read-only box, selected as the dialog opens,
 * for the player to copy themselves.
 */
export default function CopyBoxDialog({ box }: { box: CopyBox }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeCopyBox()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.modal}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const field = (event.currentTarget as HTMLElement).querySelector('textarea');
            field?.focus();
            field?.select();
          }}
        >
          <DialogHeader
            title={box.title}
            description="Your browser would not share or copy it: copy the text below."
          />
          <div className={dialog.body}>
            <textarea
              className={styles.text}
              value={box.text}
              readOnly
              rows={5}
              aria-label="Text to copy"
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
