import { FLOWERS_PER_TYPE, type FlowerType } from '@hub/proto';
import { cx } from '../../lib/cx';
import { FLOWERS } from './flowers';
import { FlowerTile, flowerColors } from './FlowerTile';
import styles from './Palette.module.scss';

interface PaletteProps {
  chosen: FlowerType;
  onChoose(type: FlowerType): void;
  counts: Record<FlowerType, number>;
  /** Types with a clashing flower or more than five: SPEC §5 marks them as warning. */
  warnings: Set<FlowerType>;
}

/** The five flowers to plant, each with how many of its five are in the garden. */
export function Palette({ chosen, onChoose, counts, warnings }: PaletteProps) {
  return (
    <div className={styles.palette} role="group" aria-label="Flower to plant">
      {FLOWERS.map((flower) => {
        const count = counts[flower.type];
        const warning = warnings.has(flower.type);
        const full = count === FLOWERS_PER_TYPE && !warning;
        return (
          <button
            key={flower.type}
            type="button"
            aria-pressed={chosen === flower.type}
            aria-label={`${flower.name} ${count}/${FLOWERS_PER_TYPE}${warning ? ', warning' : ''}, key ${flower.key}`}
            className={cx(
              styles.flower,
              chosen === flower.type && styles.chosen,
              warning && styles.warning,
              full && styles.full,
            )}
            style={flowerColors(flower.type)}
            onClick={() => onChoose(flower.type)}
          >
            <span className={styles.key} aria-hidden="true">
              {flower.key}
            </span>
            <FlowerTile type={flower.type} className={styles.tile} />
            <span className={styles.name}>{flower.name}</span>
            <span className={styles.count}>
              {count}/{FLOWERS_PER_TYPE}
            </span>
          </button>
        );
      })}
    </div>
  );
}
