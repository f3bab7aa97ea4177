// Wordree's rules and numbers (docs/rules.md#wordree), free of zod: the referee (server) and the
// screen count and refuse alike, and the web's first paint must not wait for zod (wordree.ts holds
// the schemas).

export const WORDREE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type WordreeDifficulty = (typeof WORDREE_DIFFICULTIES)[number];

export const WORDREE_MODES = ['endless', 'daily'] as const;
export type WordreeMode = (typeof WORDREE_MODES)[number];

/** What a chain is played as: a mode, or a past daily played again (docs/rules.md#the-archive). */
export const WORDREE_GAME_MODES = [...WORDREE_MODES, 'archive'] as const;
export type WordreeGameMode = (typeof WORDREE_GAME_MODES)[number];

// The numbers of docs/rules.md#wordree.
export const WORDREE_MIN_WORD_LENGTH = 3;
export const WORDREE_NAME_MIN_LENGTH = 2;
export const WORDREE_NAME_MAX_LENGTH = 20;
export const WORDREE_HISTORY_DAYS = 30;
export const WORDREE_MAX_GRID_SIZE = 6;
export const WORDREE_MILESTONES = [250, 500, 1000] as const;
export const WORDREE_SOUND_STEP = 50;

/** The refusals (docs/rules.md#wordree-chains): the server answers with them, the screen shows. */
export const WORDREE_MESSAGES = {
  tooShort: 'Words must be at least 3 letters long',
  notAdjacent: 'Letters must be adjacent',
  notInDictionary: 'Word not found in dictionary',
  alreadyUsed: 'This word has already been used',
  notConnected: 'Your word must use at least one cell from the previous word',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 20 characters',
  dailyExpired: 'The daily puzzle has expired. A new one is ready.',
} as const;

/** A 3-letter word scores 10, and each further letter 5 more (docs/rules.md#wordree-scoring). */
export function wordScore(word: string): number {
  return 10 + 5 * (word.length - WORDREE_MIN_WORD_LENGTH);
}

/** A grid position as [row, column], both from 0. */
export type WordreeCell = [row: number, column: number];

/** Neighbours in all 8 directions; a cell is not its own neighbour. */
export function areAdjacent(a: WordreeCell, b: WordreeCell): boolean {
  const rows = Math.abs(a[0] - b[0]);
  const columns = Math.abs(a[1] - b[1]);
  return rows <= 1 && columns <= 1 && rows + columns > 0;
}

export const sameCell = (a: WordreeCell, b: WordreeCell) => a[0] === b[0] && a[1] === b[1];

/** Whether two traced paths have a cell in common: how a word connects to the one before. */
export const sharesCell = (a: readonly WordreeCell[], b: readonly WordreeCell[]) =>
  a.some((cell) => b.some((other) => sameCell(cell, other)));

/**
 * Why `word`, traced along `path`, cannot be a chain's next word by the rules that need no
 * dictionary (docs/rules.md#wordree-chains): long enough, not played before, sharing a cell with
 * the previous word's path (`previousPath`, absent for a chain's first word). Null when it can.
 * The referee judges a word with it (after the path and the dictionary), and the screen judges
 * alike before showing a word's points or sending it.
 */
export function chainProblem(
  played: readonly string[],
  previousPath: readonly WordreeCell[] | undefined,
  word: string,
  path: readonly WordreeCell[],
): string | null {
  if (path.length < WORDREE_MIN_WORD_LENGTH) return WORDREE_MESSAGES.tooShort;
  if (played.includes(word)) return WORDREE_MESSAGES.alreadyUsed;
  if (previousPath && !sharesCell(previousPath, path)) return WORDREE_MESSAGES.notConnected;
  return null;
}
