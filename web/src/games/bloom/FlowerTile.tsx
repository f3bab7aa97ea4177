import type { CSSProperties } from 'react';
import type { FlowerType } from '@hub/proto';
import { cx } from '../../lib/cx';
import { FlowerIcon } from './FlowerIcon';
import { lookOf, type FlowerShape } from './flowers';
import styles from './FlowerTile.module.scss';

const SHAPE_PATHS: Record<FlowerShape, string> = {
  circle: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18z',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  heart:
    'M12 20.5s-7.6-4.7-9.2-9.3C1.7 7.9 3.9 4.5 7.2 4.5c2 0 3.5 1.2 4.8 3 1.3-1.8 2.8-3 4.8-3 3.3 0 5.5 3.4 4.4 6.7-1.6 4.6-9.2 9.3-9.2 9.3z',
  diamond: 'M12 2l9 10-9 10-9-10z',
  triangle: 'M12 3l10 17.5H2z',
};

export function ShapeIcon({ shape, className }: { shape: FlowerShape; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={SHAPE_PATHS[shape]} fill="currentColor" />
    </svg>
  );
}

/** A flower's colours as custom properties, for any element that draws one. */
export function flowerColors(type: FlowerType): CSSProperties {
  const look = lookOf(type);
  return { '--flower': look.color, '--flower-soft': look.soft } as CSSProperties;
}

/** A flower drawn three ways at once: its colour, its drawing and its shape. */
export function FlowerTile({ type, className }: { type: FlowerType; className?: string }) {
  const look = lookOf(type);
  return (
    <span className={cx(styles.tile, className)} style={flowerColors(type)} aria-hidden="true">
      <FlowerIcon type={type} className={styles.flower} />
      <ShapeIcon shape={look.shape} className={styles.shape} />
    </span>
  );
}
