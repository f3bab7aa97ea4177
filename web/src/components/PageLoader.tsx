import { LoaderCircle } from 'lucide-react';
import styles from './PageLoader.module.scss';

/** Shown while a page's code or its first data is on the way. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status">
      <LoaderCircle className={styles.spinner} aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
