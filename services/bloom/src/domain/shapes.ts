import { FLOWER_TYPES, flowersClash, type BloomBoard, type FlowerType } from '@hub/proto';

/**
 * The recolourings that keep every rule: swaps of flower kinds that map the "cannot touch" table
 * onto itself (the 5 turns and 5 mirror images of the colour wheel). A garden recoloured by one
 * has the same clues and the same deductions, so it is the same puzzle in other colours.
 */
export const RECOLOURINGS: readonly Record<FlowerType, FlowerType>[] = permutations([
  ...FLOWER_TYPES,
])
  .map((image) => Object.fromEntries(FLOWER_TYPES.map((type, i) => [type, image[i]!])))
  .filter((map) =>
    FLOWER_TYPES.every((a) =>
      FLOWER_TYPES.every((b) => flowersClash(a, b) === flowersClash(map[a]!, map[b]!)),
    ),
  ) as Record<FlowerType, FlowerType>[];

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A garden's shape: the same text for a garden and every recolouring of it. */
export function shapeOf(garden: BloomBoard): string {
  const texts = RECOLOURINGS.map((map) =>
    garden
      .map((row) => row.map((type) => (type ? FLOWER_TYPES.indexOf(map[type]) : '.')).join(''))
      .join('/'),
  );
  return texts.sort()[0]!;
}

/** How many different shapes a list of gardens holds. */
export const countShapes = (gardens: readonly BloomBoard[]) => new Set(gardens.map(shapeOf)).size;
