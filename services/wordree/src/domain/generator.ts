import type { WordreeDifficulty } from '@hub/proto';
import { buildLongChain } from './chain-builder';
import { DIFFICULTIES, TARGET_TOLERANCE, type DifficultyPreset } from './difficulty';
import { makeGrid } from './grid';
import { pick, shuffle, type Random } from './random';
import { chainScore } from './scoring';
import { solve } from './solver';
import type { Trie } from './trie';

/** A puzzle that passed its floors, ready to store. */
export interface GeneratedTemplate {
  difficulty: WordreeDifficulty;
  gridSize: number;
  letters: string;
  /** Every dictionary word on the grid. */
  possibleWords: number;
  /** The common words among them: what players can be expected to find. */
  commonWords: number;
  /** Length of the chain of common words the solver proved. */
  chainWords: number;
  targetScore: number;
}

/**
 * Far more than the rejection rate needs: about 1 grid in 5 passes its floors and target band,
 * and a grid takes about a millisecond to judge.
 */
const MAX_ATTEMPTS = 500;

/** Rolls every die, throws them on the grid in random order. */
export function rollLetters(preset: DifficultyPreset, random: Random): string {
  const cells = preset.gridSize * preset.gridSize;
  const dice = shuffle(preset.dice, random).slice(0, cells);
  return dice.map((die) => pick([...die], random)).join('');
}

export const roundToFive = (value: number) => Math.round(value / 5) * 5;

/** Solves one grid and judges it against the floors of its difficulty; null when it fails them. */
export function judgeGrid(
  difficulty: WordreeDifficulty,
  letters: string,
  trie: Trie,
): GeneratedTemplate | null {
  const preset = DIFFICULTIES[difficulty];
  const found = solve(makeGrid(preset.gridSize, letters), trie);
  const common = found.filter((word) => word.common);
  if (common.length < preset.minCommonWords) return null;
  const chain = buildLongChain(common);
  if (chain.length < preset.minChainWords) return null;
  const target = roundToFive(preset.targetShare * chainScore(chain));
  if (Math.abs(target - preset.typicalTarget) > TARGET_TOLERANCE * preset.typicalTarget)
    return null;
  return {
    difficulty,
    gridSize: preset.gridSize,
    letters,
    possibleWords: found.length,
    commonWords: common.length,
    chainWords: chain.length,
    targetScore: target,
  };
}

/** Rolls grids until one passes its floors. */
export function generateTemplate(
  difficulty: WordreeDifficulty,
  trie: Trie,
  random: Random,
): GeneratedTemplate {
  const preset = DIFFICULTIES[difficulty];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const judged = judgeGrid(difficulty, rollLetters(preset, random), trie);
    if (judged) return judged;
  }
  throw new Error(`No ${difficulty} grid passed its floors in ${MAX_ATTEMPTS} attempts`);
}
