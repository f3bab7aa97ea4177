import type { PlayedWord, WordreeCell } from '@hub/proto';
import { sharesCell, wordScore } from '@hub/proto';
import { dictionary } from './dictionary';
import { neighbourTable } from './domain/adjacency';
import { buildLongChain } from './domain/chain-builder';
import { cellAt, makeGrid, spell } from './domain/grid';
import { solve, type FoundWord } from './domain/solver';

/** Test helpers that play a puzzle the server handed out, with the server's own dictionary. */
export interface PuzzleLetters {
  gridSize: number;
  letters: string;
}

const gridOf = (puzzle: PuzzleLetters) => makeGrid(puzzle.gridSize, puzzle.letters);

export function solutionsOf(puzzle: PuzzleLetters): FoundWord[] {
  return solve(gridOf(puzzle), dictionary().trie);
}

/** A legal chain, as long as the solver can make it, through common words or all of them. */
export function chainThrough(puzzle: PuzzleLetters, commonOnly = true): PlayedWord[] {
  return buildLongChain(solutionsOf(puzzle).filter((word) => !commonOnly || word.common));
}

/** Three adjacent cells that spell no word. */
export function nonWordPath(puzzle: PuzzleLetters): WordreeCell[] {
  const grid = gridOf(puzzle);
  const neighbours = neighbourTable(grid.size);
  for (let a = 0; a < neighbours.length; a++) {
    for (const b of neighbours[a]!) {
      for (const c of neighbours[b]!) {
        if (c === a) continue;
        const path = [a, b, c].map((index) => cellAt(grid, index));
        if (!dictionary().isWord(spell(grid, path))) return path;
      }
    }
  }
  throw new Error('Every 3-cell path on this grid is a word');
}

/** Two words that can be traced without sharing a cell. */
export function disjointWords(puzzle: PuzzleLetters): [PlayedWord, PlayedWord] {
  const words = solutionsOf(puzzle);
  for (const first of words) {
    for (const second of words) {
      if (first === second) continue;
      const path = second.paths.find((option) => !sharesCell(option, first.paths[0]!));
      if (path) {
        const played = (word: string, cells: WordreeCell[]) => ({
          word,
          path: cells,
          points: wordScore(word),
        });
        return [played(first.word, first.paths[0]!), played(second.word, path)];
      }
    }
  }
  throw new Error('Every pair of words on this grid shares a cell');
}
