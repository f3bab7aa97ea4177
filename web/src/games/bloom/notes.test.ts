import { describe, expect, it } from 'vitest';
import { BLOOM_CROSSED, boardWithStarters, emptyNotes, notesBeside } from '@hub/proto';
import {
  applyNoteTool,
  clearNote,
  hasNote,
  noteAt,
  noteLabel,
  toggleCandidate,
  toggleCrossed,
} from './notes';

const cell = { r: 1, c: 2 };

describe('notes', () => {
  it('pencils candidates in and out, in palette order, touching no other cell', () => {
    const empty = emptyNotes();
    const rose = toggleCandidate(empty, cell, 'RED');
    const two = toggleCandidate(rose, cell, 'PINK');
    expect(noteAt(two, cell)).toEqual(['PINK', 'RED']);
    expect(noteAt(toggleCandidate(two, cell, 'PINK'), cell)).toEqual(['RED']);
    expect(two.flat().filter((note) => note.length > 0)).toHaveLength(1);
    // The notes given are never changed in place: React state and the saves share them.
    expect(empty).toEqual(emptyNotes());
  });

  it('crosses a cell out and back, and a candidate replaces the cross', () => {
    const crossed = toggleCrossed(emptyNotes(), cell);
    expect(noteAt(crossed, cell)).toBe(BLOOM_CROSSED);
    expect(noteAt(toggleCrossed(crossed, cell), cell)).toEqual([]);
    expect(noteAt(toggleCandidate(crossed, cell, 'YELLOW'), cell)).toEqual(['YELLOW']);
    expect(noteAt(applyNoteTool(crossed, cell, BLOOM_CROSSED), cell)).toEqual([]);
    expect(noteAt(applyNoteTool(emptyNotes(), cell, 'ORANGE'), cell)).toEqual(['ORANGE']);
  });

  it('clears a cell, and a flower planted there clears its notes', () => {
    const notes = toggleCrossed(toggleCandidate(emptyNotes(), cell, 'RED'), { r: 0, c: 0 });
    expect(hasNote(notes, cell)).toBe(true);
    expect(hasNote(clearNote(notes, cell), cell)).toBe(false);
    const board = boardWithStarters([{ ...cell, type: 'RED' }]);
    const after = notesBeside(board, notes);
    expect(hasNote(after, cell)).toBe(false);
    expect(noteAt(after, { r: 0, c: 0 })).toBe(BLOOM_CROSSED);
  });

  it('names the notes for screen readers', () => {
    expect(noteLabel([])).toBeNull();
    expect(noteLabel(['PINK', 'RED'])).toBe('notes: Lily, Rose');
    expect(noteLabel(BLOOM_CROSSED)).toBe('crossed out');
  });
});
