import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, monthWeeks } from './calendarMonth';

describe('monthWeeks', () => {
  it('lays a month out in weeks from Sunday, padded at both ends', () => {
    // November 2026 starts on a Sunday and has 30 days: five weeks, the last padded.
    const november = monthWeeks('2026-11');
    expect(november).toHaveLength(5);
    expect(november[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthWeeks('2026-02').flat().filter(Boolean)).toHaveLength(28);
    // A leap February starting on a Thursday (2024): four blanks first.
    const leap = monthWeeks('2024-02');
    expect(leap[0]!.slice(0, 5)).toEqual([null, null, null, null, '2024-02-01']);
    expect(leap.flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('addMonths', () => {
  it('steps across year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
    expect(monthOf('2026-03-08')).toBe('2026-03');
  });
});
