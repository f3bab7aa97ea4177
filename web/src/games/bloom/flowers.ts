import { FLOWER_NAMES, FLOWER_TYPES, type FlowerType } from '@hub/proto';

export type FlowerShape = 'circle' | 'star' | 'heart' | 'diamond' | 'triangle';

export interface FlowerLook {
  type: FlowerType;
  name: string;
  /** A second cue besides colour, so colour-blind players can tell flowers apart at a glance. */
  shape: FlowerShape;
  /** The key the keyboard uses to place it (1 to 5, in palette order). */
  key: string;
  /** A strong colour for petals, shapes and rings, and a soft one for the cell behind the flower. */
  color: string;
  soft: string;
}

const SHAPE: Record<FlowerType, FlowerShape> = {
  PINK: 'circle',
  YELLOW: 'star',
  RED: 'heart',
  PURPLE: 'diamond',
  ORANGE: 'triangle',
};

const COLORS: Record<FlowerType, [string, string]> = {
  PINK: ['#d6336c', '#ffe0ec'],
  YELLOW: ['#e8a200', '#fff4c2'],
  RED: ['#e03131', '#ffe3e3'],
  PURPLE: ['#7048e8', '#ece5ff'],
  ORANGE: ['#f76707', '#ffe8cc'],
};

/** The palette order, which is also the order of the 1 to 5 keys. */
export const FLOWERS: readonly FlowerLook[] = FLOWER_TYPES.map((type, index) => ({
  type,
  name: FLOWER_NAMES[type],
  shape: SHAPE[type],
  key: String(index + 1),
  color: COLORS[type][0],
  soft: COLORS[type][1],
}));

export const lookOf = (type: FlowerType): FlowerLook =>
  FLOWERS.find((flower) => flower.type === type)!;

/** The flower placed by a number key, if the key is one. */
export const flowerForKey = (key: string): FlowerType | null =>
  FLOWERS.find((flower) => flower.key === key)?.type ?? null;
