import {
  addDays,
  PUZZLE_NUMBERS_DEFAULT_DAYS,
  PUZZLE_NUMBERS_MAX_DAYS,
  type DifficultyNumbers,
  type GameType,
  type PuzzleDayNumbers,
  type Spread,
} from '@hub/proto';

/** One finished game of a day's puzzle, as game_results keeps it. */
export interface PuzzleResult {
  /** The puzzle's day: the day it was played on for the daily, `puzzle_day` for the archive. */
  day: string;
  mode: 'daily' | 'archive';
  won: boolean;
  score: number;
  attempts: number | null;
  timeTaken: number | null;
  hintsUsed: number | null;
  /** Null for games kept before the ranking was (migration 011). */
  ranked: boolean | null;
}

/** Who started a day's puzzle, and its difficulty label as their starts named it. */
export interface DayStarts {
  players: number;
  difficulty: string | null;
}

/**
 * The days a request asks for: up to today only (a day still to come has no plays, and its
 * numbers must not hint at it), `PUZZLE_NUMBERS_DEFAULT_DAYS` ending today unless it says, and
 * at most `PUZZLE_NUMBERS_MAX_DAYS`. Null when the range is empty or backwards.
 */
export function puzzleDayRange(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | null {
  const to = query.to && query.to < today ? query.to : today;
  const earliest = addDays(to, -(PUZZLE_NUMBERS_MAX_DAYS - 1));
  const from = query.from ?? addDays(to, -(PUZZLE_NUMBERS_DEFAULT_DAYS - 1));
  if (from > to) return null;
  return { from: from < earliest ? earliest : from, to };
}

/**
 * The median and quartiles of some values (linear between ranks, as spreadsheets do), to one
 * decimal; null for none.
 */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => {
    const rank = share * (sorted.length - 1);
    const below = sorted[Math.floor(rank)]!;
    const above = sorted[Math.ceil(rank)]!;
    return Math.round((below + (above - below) * (rank - Math.floor(rank))) * 10) / 10;
  };
  return { median: at(0.5), low: at(0.25), high: at(0.75) };
}

const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

/** What finished games add up to, whichever days they are of. */
function outcomesOf(game: GameType, results: readonly PuzzleResult[]) {
  const won = results.filter((result) => result.won);
  const figures = (pick: (result: PuzzleResult) => number | null) =>
    won.map(pick).filter((value): value is number => value !== null);
  return {
    finished: results.length,
    solveRate: share(won.length, results.length),
    seconds: spreadOf(figures((result) => result.timeTaken)),
    guesses: game === 'jotto' ? spreadOf(figures((result) => result.attempts)) : null,
    score: spreadOf(results.map((result) => result.score)),
  };
}

/** One day's numbers from its finished games and its starts. */
export function dayNumbersOf(
  game: GameType,
  day: string,
  results: readonly PuzzleResult[],
  starts: DayStarts = { players: 0, difficulty: null },
): PuzzleDayNumbers {
  const daily = results.filter((result) => result.mode === 'daily');
  const known = daily.filter((result) => result.ranked !== null);
  const { finished, ...outcomes } = outcomesOf(game, results);
  return {
    day,
    difficulty: starts.difficulty,
    started: starts.players,
    finished,
    daily: daily.length,
    archive: results.length - daily.length,
    ...outcomes,
    hinted: results.filter((result) => (result.hintsUsed ?? 0) > 0).length,
    hints: results.reduce((sum, result) => sum + (result.hintsUsed ?? 0), 0),
    unrankedShare: share(known.filter((result) => result.ranked === false).length, known.length),
  };
}

/** Results by the day of their puzzle, read once. */
function byDay(results: readonly PuzzleResult[]): Map<string, PuzzleResult[]> {
  const days = new Map<string, PuzzleResult[]>();
  for (const result of results) {
    const list = days.get(result.day);
    if (list) list.push(result);
    else days.set(result.day, [result]);
  }
  return days;
}

/** Every day of the range, newest first, each with its own games' numbers and starts. */
export function puzzleNumbersOf(
  game: GameType,
  range: { from: string; to: string },
  results: readonly PuzzleResult[],
  starts: ReadonlyMap<string, DayStarts> = new Map(),
): PuzzleDayNumbers[] {
  const resultsOf = byDay(results);
  const days: PuzzleDayNumbers[] = [];
  for (let day = range.to; day >= range.from; day = addDays(day, -1)) {
    days.push(dayNumbersOf(game, day, resultsOf.get(day) ?? [], starts.get(day)));
  }
  return days;
}

/**
 * The days of each difficulty label against what players did on them: the label's days, their
 * finished games, solve rate and spreads over all those games together. Easiest by what players
 * did first (most solved, then the quickest).
 */
export function difficultyNumbersOf(
  game: GameType,
  days: readonly PuzzleDayNumbers[],
  results: readonly PuzzleResult[],
): DifficultyNumbers[] {
  const resultsOf = byDay(results);
  const labels = new Map<string, { days: number; results: PuzzleResult[] }>();
  for (const { day, difficulty } of days) {
    if (!difficulty) continue;
    const label = labels.get(difficulty) ?? { days: 0, results: [] };
    label.days += 1;
    label.results.push(...(resultsOf.get(day) ?? []));
    labels.set(difficulty, label);
  }
  return [...labels]
    .map(([difficulty, label]) => ({
      difficulty,
      days: label.days,
      ...outcomesOf(game, label.results),
    }))
    .sort(
      (a, b) =>
        (b.solveRate ?? -1) - (a.solveRate ?? -1) ||
        (a.seconds?.median ?? Infinity) - (b.seconds?.median ?? Infinity),
    );
}
