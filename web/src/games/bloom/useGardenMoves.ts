import { useEffect, useState } from 'react';
import {
  boardWarnings,
  clueStates,
  FLOWER_NAMES,
  notesBeside,
  type BloomBoard,
  type CellPosition,
  type FlowerType,
  type PlacementConflict,
} from '@hub/proto';
import { toast } from '../../toast/useToast';
import { useHint, type GardenCalls, type GardenInfo } from './api';
import {
  applyHint,
  clearCell,
  clickCell,
  isWin,
  placeFlower,
  type Garden,
  type MoveOutcome,
} from './game';
import { alreadyCompleted, isAlreadyCompleted } from './sendFinish';
import { refusalReason, where } from './speech';
import type { GardenState } from './useGardenState';
import type { GardenSaving } from './useGardenSaving';

/** How long a refused move's reason stays marked on the board. */
const REFUSAL_SHOWN_MS = 2500;

interface MoveOptions {
  info: GardenInfo;
  calls: GardenCalls;
  garden: GardenState;
  /** The starters, clues and board the rules read (game.ts). */
  rules: Garden;
  saving: GardenSaving;
  finish: (finalBoard: BloomBoard) => Promise<void>;
  noMistakes: boolean;
  chosen: FlowerType;
  setChosen: (type: FlowerType) => void;
  setFocus: (cell: CellPosition) => void;
  /** Says what happened, for screen readers. */
  announce: (text: string) => void;
}

/** What the player does to the garden: plant, dig up, ask for a hint; each is announced. */
export function useGardenMoves(options: MoveOptions) {
  const { info, garden, rules, saving, finish, noMistakes, chosen, announce } = options;
  const { board, won, setBoard, setNotes, setHintsUsed } = garden;
  const [hinted, setHinted] = useState<CellPosition | null>(null);
  /** The rule No Mistakes mode last refused a move for, while the board shows it. */
  const [refusal, setRefusal] = useState<PlacementConflict | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const shown = window.setTimeout(() => setRefusal(null), REFUSAL_SHOWN_MS);
    return () => window.clearTimeout(shown);
  }, [refusal]);
  const hint = useHint(options.calls);

  function play(outcome: MoveOutcome, cell: CellPosition, type?: FlowerType) {
    switch (outcome.kind) {
      case 'starter':
        announce(`The starter at ${where(cell)} is fixed.`);
        return;
      case 'refused':
        // The spec's words, and the rule itself: marked on the board, and said.
        toast({
          title: 'Invalid placement',
          description: 'This flower cannot be placed here',
          variant: 'destructive',
        });
        setRefusal(outcome.conflict);
        if (type) announce(refusalReason(outcome.conflict, type, board, info.clues));
        return;
      case 'cleared':
        setBoard(outcome.board);
        saving.changed();
        announce(`Cleared ${where(cell)}.`);
        return;
      case 'placed': {
        setBoard(outcome.board);
        // The flower answers the cell: its notes go.
        setNotes((notes) => notesBeside(outcome.board, notes));
        saving.changed();
        const name = type ? FLOWER_NAMES[type] : '';
        const after = clueStates(outcome.board, info.clues);
        const breaks =
          boardWarnings(outcome.board).cells.has(`${cell.r},${cell.c}`) ||
          after.rows[cell.r] === 'broken' ||
          after.columns[cell.c] === 'broken';
        announce(`${name} at ${where(cell)}${breaks ? ', breaks a rule' : ''}.`);
        if (outcome.won) void finish(outcome.board);
      }
    }
  }

  function onCellClick(cell: CellPosition) {
    if (won) return alreadyCompleted();
    saving.startPlaying();
    const filled = board[cell.r]![cell.c];
    play(clickCell(rules, cell, chosen, noMistakes), cell, filled ? undefined : chosen);
  }

  function onPlace(cell: CellPosition, type: FlowerType) {
    if (won) return alreadyCompleted();
    options.setChosen(type);
    saving.startPlaying();
    play(placeFlower(rules, cell, type, noMistakes), cell, type);
  }

  function onClear(cell: CellPosition) {
    if (won) return alreadyCompleted();
    saving.startPlaying();
    play(clearCell(rules, cell), cell);
  }

  function onHint() {
    if (won) return alreadyCompleted();
    saving.startPlaying();
    const { latest } = saving;
    hint.mutate(latest.current.board, {
      onSuccess: (answer) => {
        saving.serverClockRuns();
        const next = applyHint({ ...rules, board: latest.current.board }, answer);
        const notes = notesBeside(next, latest.current.notes);
        setBoard(next);
        setNotes(notes);
        setHintsUsed(answer.hintsUsed);
        latest.current = { ...latest.current, board: next, notes, hintsUsed: answer.hintsUsed };
        setHinted({ r: answer.r, c: answer.c });
        options.setFocus({ r: answer.r, c: answer.c });
        saving.changed();
        announce(
          `Hint: ${FLOWER_NAMES[answer.type]} at ${where(answer)}${answer.corrects ? ', replacing a wrong flower' : ''}.`,
        );
        if (isWin(next, info.clues)) void finish(next);
      },
      onError: (error) => {
        if (isAlreadyCompleted(error)) alreadyCompleted();
        else
          toast({
            title: 'Hint failed',
            description: 'Could not get a hint. Please try again.',
            variant: 'destructive',
          });
      },
    });
  }

  return { hinted, refusal, hintPending: hint.isPending, onCellClick, onPlace, onClear, onHint };
}
