import type { FlowerType } from '@hub/proto';
import { cx } from '../../lib/cx';
import { FLOWERS } from './flowers';
import { FlowerTile, flowerColors } from './FlowerTile';
import styles from './Palette.module.scss';

interface PaletteProps {
  chosen: FlowerType;
  onChoose(type: FlowerType): void;
  /** Types with a clashing flower: SPEC §5 marks them as warning. */
  warnings: Set<FlowerType>;
}

/** The five flowers to plant. A garden may hold any number of each: the clues decide. */
export function Palette({ chosen, onChoose, warnings }: PaletteProps) {
  return (
    <div className={styles.palette} role="group" aria-label="Flower to plant">
      {FLOWERS.map((flower) => {
        const warning = warnings.has(flower.type);
        return (
          <button
            key={flower.type}
            type="button"
            aria-pressed={chosen === flower.type}
            aria-label={`${flower.name}${warning ? ', warning' : ''}, key ${flower.key}`}
            className={cx(
              styles.flower,
              chosen === flower.type && styles.chosen,
              warning && styles.warning,
            )}
            style={flowerColors(flower.type)}
            onClick={() => onChoose(flower.type)}
          >
            <span className={styles.key} aria-hidden="true">
              {flower.key}
            </span>
            <FlowerTile type={flower.type} className={styles.tile} />
            <span className={styles.name}>{flower.name}</span>
          </button>
        );
      })}
    </div>
  );
}
