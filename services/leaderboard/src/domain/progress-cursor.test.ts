import { describe, expect, it } from 'vitest';
import { changesBetween, decodeCursor, encodeCursor } from './progress-cursor';

describe('progress cursor', () => {
  it('round-trips a snapshot', () => {
    const snapshot = { gamesPlayed: 12, unlocked: new Set(['3', '1', '10']) };
    const cursor = encodeCursor(snapshot);
    expect(cursor).toBe('12:1,10,3');
    expect(decodeCursor(cursor)).toEqual(snapshot);
    expect(decodeCursor('0:')).toEqual({ gamesPlayed: 0, unlocked: new Set() });
  });

  it('ignores anything malformed', () => {
    for (const bad of [undefined, '', 'x:1', '12', '1:2;drop', `${'9'.repeat(12)}:`]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });

  it('reports new unlocks and a changed game count', () => {
    const known = { gamesPlayed: 2, unlocked: new Set(['1']) };
    expect(changesBetween(known, { gamesPlayed: 2, unlocked: new Set(['1']) })).toEqual({
      unlocked: [],
      gamesChanged: false,
    });
    expect(changesBetween(known, { gamesPlayed: 3, unlocked: new Set(['1', '4']) })).toEqual({
      unlocked: ['4'],
      gamesChanged: true,
    });
  });
});
