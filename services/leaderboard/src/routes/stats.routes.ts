import type { FastifyInstance } from 'fastify';
import { routeSchema, userIdOf, type Knex } from '@hub/kit';
import { dayKey, GameStat, STATS_HISTORY_PATH, StatsHistory } from '@hub/proto';
import { json } from '@hub/proto/api';
import { z } from 'zod';
import { dayTotalsOf, measureCountsOf, playDaysSince } from '../db/history.repository';
import { gamePlaysOf } from '../db/stats.repository';
import { gameStatsView } from '../domain/game-stats';
import { historyFrom, statsHistoryView } from '../domain/history';

const SIGN_IN_FOR_STATS = 'Sign in to see your stats';

export function statsRoutes(app: FastifyInstance, db: Knex): void {
  const stats = routeSchema('get', {
    summary: 'Your games played and streaks, per game',
    access: 'account',
    description:
      'The current streak is as of today: a streak freeze, earned every 7 days played (2 held at most), keeps it through a missed day, which `frozenDays` lists.',
    answers: { 200: json(z.array(GameStat)) },
  });
  app.get('/api/user/stats', { schema: stats }, async (req) => {
    const userId = userIdOf(req, SIGN_IN_FOR_STATS);
    return gameStatsView(await gamePlaysOf(db, userId), dayKey());
  });

  const history = routeSchema('get', {
    summary: 'Your results over time, per game, for charts',
    description:
      'Per game: the distribution of its measure (Wordree points, Jotto guesses to solve, Bloom seconds to solve) in buckets, the personal best, the games finished each day of the last year, and the 7- and 30-day trends against the days before.',
    access: 'account',
    answers: { 200: json(StatsHistory) },
  });
  app.get(STATS_HISTORY_PATH, { schema: history }, async (req) => {
    const userId = userIdOf(req, SIGN_IN_FOR_STATS);
    const today = dayKey();
    const from = historyFrom(today);
    const [days, counts, playDays] = await Promise.all([
      dayTotalsOf(db, userId, from),
      measureCountsOf(db, userId),
      playDaysSince(db, userId, from),
    ]);
    return statsHistoryView({ days, counts, playDays }, today);
  });
}
