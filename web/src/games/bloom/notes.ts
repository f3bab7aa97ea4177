import {
  BLOOM_CROSSED,
  FLOWER_NAMES,
  FLOWER_TYPES,
  type BloomNote,
  type BloomNotes,
  type CellPosition,
  type FlowerType,
} from '@hub/proto';

/** What notes mode pencils in with a tap: a candidate flower, or the cell crossed out. */
export type NoteTool = FlowerType | typeof BLOOM_CROSSED;

export const noteAt = (notes: BloomNotes, { r, c }: CellPosition): BloomNote => notes[r]![c]!;

export const isCrossed = (note: BloomNote): note is typeof BLOOM_CROSSED => note === BLOOM_CROSSED;

export const hasNote = (notes: BloomNotes, cell: CellPosition) => {
  const note = noteAt(notes, cell);
  return isCrossed(note) || note.length > 0;
};

function withNote(notes: BloomNotes, { r, c }: CellPosition, note: BloomNote): BloomNotes {
  return notes.map((row, rowIndex) =>
    rowIndex === r ? row.map((old, column) => (column === c ? note : old)) : row,
  );
}

/**
 * Pencils a candidate in, or out if it was there. Candidates keep the palette's order, so a
 * cell's marks always stand in the same places; a crossed cell starts over with this one.
 */
export function toggleCandidate(
  notes: BloomNotes,
  cell: CellPosition,
  type: FlowerType,
): BloomNotes {
  const note = noteAt(notes, cell);
  const before = isCrossed(note) ? [] : note;
  const after = before.includes(type)
    ? before.filter((other) => other !== type)
    : FLOWER_TYPES.filter((other) => other === type || before.includes(other));
  return withNote(notes, cell, after);
}

/** Crosses a cell out (no flower fits, as far as the player knows), or takes the cross away. */
export function toggleCrossed(notes: BloomNotes, cell: CellPosition): BloomNotes {
  return withNote(notes, cell, isCrossed(noteAt(notes, cell)) ? [] : BLOOM_CROSSED);
}

export function applyNoteTool(notes: BloomNotes, cell: CellPosition, tool: NoteTool): BloomNotes {
  return tool === BLOOM_CROSSED ? toggleCrossed(notes, cell) : toggleCandidate(notes, cell, tool);
}

export const clearNote = (notes: BloomNotes, cell: CellPosition): BloomNotes =>
  withNote(notes, cell, []);

/** A cell's notes as a screen reader says them: "notes: Lily, Rose", "crossed out", or null. */
export function noteLabel(note: BloomNote): string | null {
  if (isCrossed(note)) return 'crossed out';
  if (note.length === 0) return null;
  return `notes: ${note.map((type) => FLOWER_NAMES[type]).join(', ')}`;
}
