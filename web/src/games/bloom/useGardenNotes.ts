import { useCallback, useEffect, useState } from 'react';
import { BLOOM_CROSSED, FLOWER_NAMES, type CellPosition, type FlowerType } from '@hub/proto';
import { isStarter, type Garden } from './game';
import { applyNoteTool, clearNote, isCrossed, noteAt, type NoteTool } from './notes';
import { alreadyCompleted } from './sendFinish';
import { where } from './speech';
import type { GardenSaving } from './useGardenSaving';
import type { GardenState } from './useGardenState';

/** Keys typed into a field, with a modifier, or inside a dialog are someone else's. */
function isOurKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) {
    return false;
  }
  return true;
}

interface NotesOptions {
  garden: GardenState;
  /** The starters, clues and board the rules read (game.ts). */
  rules: Garden;
  saving: GardenSaving;
  chosen: FlowerType;
  announce: (text: string) => void;
}

/**
 * Notes mode: taps and number keys pencil candidate flowers into empty cells instead of planting,
 * and a cell can be crossed out. Notes are the player's working, never a move: they start no
 * clock, count no mistake, and a flower planted in a cell clears them (useGardenMoves).
 */
export function useGardenNotes({ garden, rules, saving, chosen, announce }: NotesOptions) {
  const [notesMode, setNotesMode] = useState(false);
  /** In notes mode, whether a tap crosses the cell out rather than noting the chosen flower. */
  const [crossing, setCrossing] = useState(false);
  const { board, notes, won, setNotes } = garden;

  const toggleNotesMode = useCallback(() => {
    const on = !notesMode;
    setNotesMode(on);
    if (!on) setCrossing(false);
    announce(on ? 'Notes on: taps and keys 1 to 5 pencil flowers in.' : 'Notes off.');
  }, [notesMode, announce]);

  // N anywhere on the page (outside fields and dialogs) turns notes mode on or off.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.key === 'n' || event.key === 'N') && isOurKey(event)) {
        event.preventDefault();
        toggleNotesMode();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleNotesMode]);

  /** The palette's cross-out choice: notes mode comes on with it. */
  function chooseCross() {
    if (!notesMode) setNotesMode(true);
    setCrossing((on) => !notesMode || !on);
  }

  function onNote(cell: CellPosition, tool: NoteTool) {
    if (won) return alreadyCompleted();
    if (isStarter(rules, cell) || board[cell.r]![cell.c]) {
      announce(`Notes go in empty beds: ${where(cell)} has a flower.`);
      return;
    }
    const next = applyNoteTool(notes, cell, tool);
    setNotes(next);
    saving.changed();
    const note = noteAt(next, cell);
    if (tool === BLOOM_CROSSED) {
      announce(`${isCrossed(note) ? 'Crossed out' : 'Cross taken off'} ${where(cell)}.`);
    } else {
      const added = !isCrossed(note) && note.includes(tool);
      announce(
        `${FLOWER_NAMES[tool]} ${added ? 'noted at' : 'taken off the notes of'} ${where(cell)}.`,
      );
    }
  }

  function onClearNotes(cell: CellPosition) {
    if (won) return alreadyCompleted();
    setNotes(clearNote(notes, cell));
    saving.changed();
    announce(`Notes cleared at ${where(cell)}.`);
  }

  return {
    notesMode,
    toggleNotesMode,
    crossing: notesMode && crossing,
    chooseCross,
    /** A flower chosen in the palette puts the cross away. */
    chooseFlower: () => setCrossing(false),
    /** What a tap or Enter pencils in, in notes mode. */
    tool: (notesMode && crossing ? BLOOM_CROSSED : chosen) as NoteTool,
    onNote,
    onClearNotes,
  };
}

export type GardenNotes = ReturnType<typeof useGardenNotes>;
