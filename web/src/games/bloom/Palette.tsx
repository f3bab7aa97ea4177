import type { FlowerType } from '@hub/proto';
import { cx } from '../../lib/cx';
import { FLOWERS } from './flowers';
import { FlowerTile, flowerColors } from './FlowerTile';
import styles from './Palette.module.scss';

interface PaletteProps {
  chosen: FlowerType;
  onChoose(type: FlowerType): void;
  /** Types with a clashing flower, marked as warning (docs/rules.md#bloom-winning-and-warnings). */
  warnings: Set<FlowerType>;
  /** In notes mode the palette chooses the flower to pencil in. */
  notesMode: boolean;
  /** The cross-out tool is chosen instead of a flower (notes mode only). */
  crossing: boolean;
}

/** The five flowers to plant. A garden may hold any number of each: the clues decide. */
export function Palette({ chosen, onChoose, warnings, notesMode, crossing }: PaletteProps) {
  return (
    <div
      className={styles.palette}
      role="group"
      aria-label={notesMode ? 'Flower to note' : 'Flower to plant'}
    >
      {FLOWERS.map((flower) => {
        const warning = warnings.has(flower.type);
        const pressed = chosen === flower.type && !crossing;
        return (
          <button
            key={flower.type}
            type="button"
            aria-pressed={pressed}
            aria-label={`${flower.name}${warning ? ', warning' : ''}, key ${flower.key}`}
            className={cx(styles.flower, pressed && styles.chosen, warning && styles.warning)}
            style={flowerColors(flower.type)}
            onClick={() => onChoose(flower.type)}
          >
            {/* The key is drawn by CSS: a keyboard hint, not part of the label a speech user says. */}
            <span className={styles.key} data-key={flower.key} aria-hidden="true" />
            <FlowerTile type={flower.type} className={styles.tile} />
            <span className={styles.name}>{flower.name}</span>
          </button>
        );
      })}
    </div>
  );
}
