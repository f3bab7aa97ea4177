import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cx } from '../lib/cx';
import { dismissToast, useToastList } from '../toast/useToast';
import styles from './Toaster.module.scss';

/** Renders the toast store with its defaults (docs/rules.md#toasts-and-dialogs). */
export function Toaster() {
  const toasts = useToastList();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', action, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cx(styles.toast, styles[variant])}
        >
          <div className={styles.text}>
            <Toast.Title className={styles.title}>{title}</Toast.Title>
            {description && (
              <Toast.Description className={styles.description}>{description}</Toast.Description>
            )}
          </div>
          {action && (
            <Toast.Action
              altText={action.altText}
              className={styles.action}
              onClick={action.onClick}
            >
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close className={styles.close} aria-label="Dismiss notification">
            <X aria-hidden="true" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} hotkey={['F8']} />
    </Toast.Provider>
  );
}
