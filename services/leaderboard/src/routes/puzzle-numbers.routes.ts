import type { FastifyInstance } from 'fastify';
import { badRequest, requireRole, routeSchema, typedRoutes, type Knex } from '@hub/kit';
import {
  dayKey,
  LeaderboardParams,
  PUZZLE_NUMBERS_MAX_DAYS,
  PuzzleNumbers,
  PuzzleNumbersQuery,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import { puzzleResults } from '../db/history.repository';
import { puzzleStarts } from '../db/starts.repository';
import { difficultyNumbersOf, puzzleDayRange, puzzleNumbersOf } from '../domain/puzzle-numbers';

/**
 * A puzzle's own numbers, for admins (docs/rules.md#a-puzzles-own-numbers): from the finished
 * games the leaderboard service keeps, per game and day of the puzzle.
 */
export function puzzleNumbersRoutes(app: FastifyInstance, db: Knex): void {
  typedRoutes(app).get(
    '/api/leaderboards/puzzles/:game',
    {
      schema: routeSchema('get', {
        summary: "How players did on each day's puzzle of a game (admins)",
        description: `Players who started (opened the daily on its day), finished games (on the day, and later in the archive), solve rate, the median and middle half of seconds, guesses and score, hints, and the share unranked by the plausibility floor; and the same per difficulty label, against what players did. Days up to today, ${PUZZLE_NUMBERS_MAX_DAYS} at most; the last 30 unless \`from\` and \`to\` say otherwise.`,
        access: 'admin',
        params: LeaderboardParams,
        query: PuzzleNumbersQuery,
        answers: { 200: json(PuzzleNumbers) },
      }),
      preValidation: requireRole('admin'),
    },
    async (req): Promise<PuzzleNumbers> => {
      const { game } = req.params;
      const range = puzzleDayRange(req.query, dayKey());
      if (!range) throw badRequest('from must not come after to');
      const [results, starts] = await Promise.all([
        puzzleResults(db, { game, ...range }),
        puzzleStarts(db, { game, ...range }),
      ]);
      const days = puzzleNumbersOf(game, range, results, starts);
      return { game, ...range, days, byDifficulty: difficultyNumbersOf(game, days, results) };
    },
  );
}
