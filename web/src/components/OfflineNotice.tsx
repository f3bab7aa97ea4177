import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import styles from './OfflineNotice.module.scss';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Said plainly while the device has no connection (docs/architecture.md#installed-and-offline):
 * what was opened today still plays from the device, but Jotto's guesses, Wordree's words and
 * Bloom's hints are the server's to judge. The live region stays in the page, so the change is
 * announced.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className={online ? undefined : styles.notice}>
      {!online && (
        <>
          <WifiOff aria-hidden="true" size={16} />
          <span>
            You’re offline. Puzzles you opened today still show; guesses, words and hints need the
            connection.
          </span>
        </>
      )}
    </div>
  );
}
