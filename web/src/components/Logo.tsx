import { Link } from 'react-router';
import { cx } from '../lib/cx';
import styles from './Logo.module.scss';

/** The four-tile mark: one tile per game plus the hub itself. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect x="2" y="2" width="13" height="13" rx="3.5" fill="var(--color-primary)" />
      <rect x="17" y="2" width="13" height="13" rx="3.5" fill="var(--color-wordree)" />
      <rect x="2" y="17" width="13" height="13" rx="3.5" fill="var(--color-jotto)" />
      <rect x="17" y="17" width="13" height="13" rx="3.5" fill="var(--color-bloom)" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cx(styles.logo, className)} aria-label="Daily Puzzle Games home">
      <LogoMark className={styles.mark} />
      <span className={styles.wordmark}>
        Daily <strong>Puzzle Games</strong>
      </span>
    </Link>
  );
}
