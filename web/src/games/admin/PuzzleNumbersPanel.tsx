import { useState } from 'react';
import { ChartColumn } from 'lucide-react';
import type { DifficultyNumbers, GameType, PuzzleDayNumbers } from '@hub/proto';
import { GameBoards } from '../../components/GameBoards';
import { cx } from '../../lib/cx';
import { LoadProblem } from './LoadProblem';
import { ADMIN_FAILURES, usePuzzleNumbers } from './api';
import { PuzzleNumbersChart } from './PuzzleNumbersChart';
import {
  formatFinished,
  formatHints,
  formatSeconds,
  formatShare,
  formatSpread,
  NONE,
} from './puzzle-numbers-format';
import { formatDay } from './UpcomingDay';
import { useFailureToast } from './useFailureToast';
import panel from './Panel.module.scss';
import styles from './PuzzleNumbersPanel.module.scss';

/** The columns of a game's table: Jotto's guesses and the others' labels where they have them. */
function columnsOf(game: GameType) {
  return [
    ...(game === 'jotto'
      ? []
      : ([['Difficulty', (day: PuzzleDayNumbers) => day.difficulty ?? NONE]] as const)),
    ['Started', (day: PuzzleDayNumbers) => String(day.started)],
    ['Finished (+ archive)', formatFinished],
    ['Solved', (day: PuzzleDayNumbers) => formatShare(day.solveRate)],
    [
      'Time, median (middle half)',
      (day: PuzzleDayNumbers) => formatSpread(day.seconds, formatSeconds),
    ],
    ...(game === 'jotto'
      ? ([['Guesses', (day: PuzzleDayNumbers) => formatSpread(day.guesses)]] as const)
      : []),
    ['Score', (day: PuzzleDayNumbers) => formatSpread(day.score)],
    ['Hints', formatHints],
    ['Unranked', (day: PuzzleDayNumbers) => formatShare(day.unrankedShare)],
  ] as const;
}

/**
 * Each difficulty label against what players did on its days, the easiest by that first (Wordree's
 * and Bloom's: Jotto's days have no label).
 */
function DifficultyTable({ rows }: { rows: DifficultyNumbers[] }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="By difficulty">
      <table className={styles.table}>
        <caption className={styles.caption}>
          Each difficulty against what players did, the easiest by that first
        </caption>
        <thead>
          <tr>
            <th scope="col">Difficulty</th>
            <th scope="col">Days</th>
            <th scope="col">Finished</th>
            <th scope="col">Solved</th>
            <th scope="col">Time, median (middle half)</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.difficulty}>
              <th scope="row">{row.difficulty}</th>
              <td>{row.days}</td>
              <td>{row.finished}</td>
              <td>{formatShare(row.solveRate)}</td>
              <td>{formatSpread(row.seconds, formatSeconds)}</td>
              <td>{formatSpread(row.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GameNumbers({ game }: { game: GameType }) {
  const numbers = usePuzzleNumbers(game);
  useFailureToast(numbers, ADMIN_FAILURES.puzzleNumbers);
  if (numbers.isPending) return <p className={panel.lead}>Loading...</p>;
  if (numbers.isError) {
    return (
      <LoadProblem onRetry={() => void numbers.refetch()}>
        Could not load the puzzle numbers.
      </LoadProblem>
    );
  }
  const columns = columnsOf(game);
  return (
    <div className={styles.numbers}>
      <PuzzleNumbersChart days={numbers.data.days} />
      {numbers.data.byDifficulty.length > 0 && <DifficultyTable rows={numbers.data.byDifficulty} />}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Each day's numbers">
        <table className={styles.table}>
          <caption className={styles.caption}>Each day’s puzzle, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map(([heading]) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {numbers.data.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                {columns.map(([heading, cell]) => (
                  <td key={heading}>{cell(day)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * How players did on each day's puzzle (docs/rules.md#a-puzzles-own-numbers): who started and
 * finished it, how long they took, hints, and the share the plausibility floor left unranked.
 */
export function PuzzleNumbersPanel() {
  const [game, setGame] = useState<GameType>('wordree');
  return (
    <section className={cx(panel.panel, styles.panel)} aria-labelledby="puzzle-numbers-title">
      <h2 id="puzzle-numbers-title" className={panel.heading}>
        <span className={panel.headingIcon}>
          <ChartColumn aria-hidden="true" size={20} />
        </span>
        Puzzle numbers
      </h2>
      <p className={panel.lead}>How players did on each of the last 30 days’ puzzles.</p>
      <GameBoards game={game} onGameChange={setGame} controls={null}>
        {(type) => <GameNumbers game={type} />}
      </GameBoards>
    </section>
  );
}
