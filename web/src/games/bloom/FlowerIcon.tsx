import { FLOWER_TYPES, type FlowerType } from '@hub/proto';
import { cx } from '../../lib/cx';
import { lookOf } from './flowers';
import styles from './FlowerIcon.module.scss';

/** Petals around (12, 12): `count` copies of `petal` (drawn pointing up), turned evenly. */
function ring(count: number, petal: string): string {
  return Array.from(
    { length: count },
    (_, index) => `<g transform="rotate(${(360 / count) * index} 12 12)">${petal}</g>`,
  ).join('');
}

/** The flowers' middles: a fixed colour that reads on the light tint and on the dark garden alike. */
const CENTRE = '#ffd43b';
const centre = (r: number, fill = CENTRE) => `<circle cx="12" cy="12" r="${r}" fill="${fill}"/>`;

/**
 * The five flowers, drawn by the site rather than taken from an emoji font: without a colour emoji
 * font (many Linux desktops, older Windows and phones; Lily's nearest emoji, the lotus, dates from
 * 2021) every flower was an empty box. Each silhouette differs from the others, not only its
 * colour (the tile's shape badge is the colour-blind player's second cue): Lily a six-pointed
 * star, Daisy a ring of thin petals, Rose a spiral, Pansy five round petals with a face, Tulip a
 * cup on a stem. Petals take the flower's strong colour (the drawing's fill); the rest is fixed.
 */
const DRAWINGS: Record<FlowerType, string> = {
  PINK: ring(6, '<path d="M12 12C7.9 9 8.6 4.4 12 1.2c3.4 3.2 4.1 7.8 0 10.8z"/>') + centre(2.4),
  // A daisy's heart is darker than its petals, or the yellow flower would be one yellow disc.
  YELLOW: ring(12, '<ellipse cx="12" cy="5.6" rx="1.6" ry="4.3"/>') + centre(3.6, '#b35c00'),
  RED:
    '<circle cx="12" cy="12" r="9.6"/>' +
    '<path fill="none" stroke="#8f1d1d" stroke-width="1.3" stroke-linecap="round" d="M12 12.2c1.3-.3 1.6-2 .2-2.5-2-.7-3.6 1.3-2.9 3.2.9 2.4 4.5 2.7 6 .6 1.9-2.6.1-6.4-3.1-6.8-3.9-.5-6.8 2.9-6 6.6.8 3.8 5.2 5.6 8.7 4.1"/>',
  PURPLE:
    '<circle cx="8.2" cy="7.4" r="5"/><circle cx="15.8" cy="7.4" r="5"/>' +
    '<circle cx="5.6" cy="13" r="4.4"/><circle cx="18.4" cy="13" r="4.4"/>' +
    '<circle cx="12" cy="16.6" r="5.4"/>' +
    '<path fill="#3b1f8f" d="M12 9.6l2.6 3.4-2.6 3.4-2.6-3.4z"/>' +
    `<circle cx="12" cy="13" r="1.4" fill="${CENTRE}"/>`,
  ORANGE:
    '<path fill="#2f9e44" stroke="#2f9e44" stroke-width="1.4" stroke-linecap="round" d="M12 15v8.2M12 20.5c-2.2-.2-3.8-1.5-4.6-3.4 2.3 0 3.9 1.1 4.6 3.4z"/>' +
    '<path d="M4.6 5.2c2.2 1 3.8 2.1 4.8 3.2L12 3.2l2.6 5.2c1-1.1 2.6-2.2 4.8-3.2.6 4.2.4 7.4-1 9.6-1.3 2-3.6 2.9-6.4 2.9s-5.1-.9-6.4-2.9c-1.4-2.2-1.6-5.4-1-9.6z"/>',
};

/**
 * Each drawing as an image (an SVG data URL), not inline SVG: inline, a flower is up to 25 SVG
 * elements, and a Bloom page shows dozens (the palette, the starters, a hidden one in every empty
 * bed for hover): 800 of its 1,100 elements, each styled and laid out in the load's longest task.
 * An image is one element, its drawing parsed once for every copy; a data URL shows at once.
 */
const IMAGES = Object.fromEntries(
  FLOWER_TYPES.map((type) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${lookOf(type).color}">${DRAWINGS[type]}</svg>`;
    return [type, `data:image/svg+xml,${encodeURIComponent(svg)}`];
  }),
) as Record<FlowerType, string>;

/** A flower's drawing as an image URL, for CSS (the board's hint of what a tap would plant). */
export const flowerImage = (type: FlowerType): string => IMAGES[type];

/** One flower as the site draws it (decorative: its name is always said by what holds it). */
export function FlowerIcon({ type, className }: { type: FlowerType; className?: string }) {
  return (
    <img
      src={IMAGES[type]}
      alt=""
      className={cx(styles.flower, className)}
      data-flower={type}
      draggable={false}
    />
  );
}
