import { describe, expect, it } from 'vitest';
import { cluesOf, flowersClash, FLOWER_TYPES, type BloomBoard } from '@hub/proto';
import { garden, LEVEL_2, LEVEL_3, STRIPES, STRIPES_TURNED } from './boards.fixture';
import { countShapes, RECOLOURINGS, shapeOf } from './shapes';

const recolour = (board: BloomBoard, map: (typeof RECOLOURINGS)[number]) =>
  board.map((row) => row.map((type) => type && map[type]));

describe('garden shapes, up to recolouring', () => {
  it('knows the ten recolourings that keep the rule table: the turns and mirrors of the wheel', () => {
    expect(RECOLOURINGS).toHaveLength(10);
    for (const map of RECOLOURINGS) {
      for (const a of FLOWER_TYPES) {
        for (const b of FLOWER_TYPES) expect(flowersClash(map[a], map[b])).toBe(flowersClash(a, b));
      }
    }
  });

  it('gives a garden and each of its recolourings one shape, with the same clues', () => {
    const gardens = RECOLOURINGS.map((map) => recolour(LEVEL_3.solution, map));
    expect(new Set(gardens.map((board) => JSON.stringify(board))).size).toBe(10);
    expect(new Set(gardens.map(shapeOf)).size).toBe(1);
    for (const board of gardens) expect(cluesOf(board)).toEqual(cluesOf(LEVEL_3.solution));
    expect(countShapes(gardens)).toBe(1);
  });

  it('counts different shapes apart', () => {
    // The stripes turned round the wheel are one shape; laid on their side they are another.
    const sideways = STRIPES.map((_, r) => STRIPES.map((row) => row[r]!));
    expect(countShapes([STRIPES, STRIPES_TURNED])).toBe(1);
    expect(countShapes([STRIPES, sideways])).toBe(2);
    expect(
      countShapes([STRIPES, sideways, LEVEL_2.solution, LEVEL_3.solution, STRIPES_TURNED]),
    ).toBe(4);
    // One flower more or less of a kind is another shape.
    expect(shapeOf(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUP'))).not.toBe(shapeOf(STRIPES));
  });
});
