import type { CSSProperties } from 'react';
import { VisuallyHidden } from 'radix-ui';
import styles from './Splash.module.scss';

const LETTERS = ['G', 'A', 'M', 'E', 'S'];

/**
 * The start screen (docs/rules.md#splash-and-consent); the app mounts underneath meanwhile, so it
 * is ready when this goes.
 */
export function Splash() {
  return (
    <div className={styles.splash} role="status" data-testid="splash">
      <VisuallyHidden.Root>Loading Daily Puzzle Games</VisuallyHidden.Root>
      <div className={styles.tiles} aria-hidden="true">
        {LETTERS.map((letter, index) => (
          <span key={letter} className={styles.tile} style={{ '--i': index } as CSSProperties}>
            {letter}
          </span>
        ))}
      </div>
      <p className={styles.caption} aria-hidden="true">
        Daily Puzzle Games
      </p>
    </div>
  );
}
