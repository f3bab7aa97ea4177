import type { FastifyInstance } from 'fastify';
import { DAILY_STATUS_SCHEMA, identityOf, requireRole, routeSchema, typedRoutes } from '@hub/kit';
import {
  HistoricalLeaderboard,
  HistoricalLeaderboardQuery,
  HistoricalLeaderboards,
  HistoricalLeaderboardsQuery,
  WordreeDailyLeaderboard,
  WordreeDailyProgress,
  WordreeDailyPuzzle,
  WordreeSubmitBody,
  WordreeSubmitResult,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { WordreeContext } from '../play/context';
import {
  dailyLeaderboard,
  historicalLeaderboard,
  historicalLeaderboards,
  regenerateDaily,
  submitDaily,
} from '../play/daily.service';
import { dailyProgress, dailyStatus } from '../play/daily-progress.service';

export function dailyRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  const api = typedRoutes(app);

  const leaderboard = routeSchema('get', {
    summary: "Today's ranking, best first",
    access: 'anyone',
    answers: { 200: json(WordreeDailyLeaderboard) },
  });
  api.get('/api/daily-puzzle/leaderboard', { schema: leaderboard }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dailyLeaderboard(ctx);
  });

  // The player's own chain and submission for today, for whichever device they play on.
  const progress = routeSchema('get', {
    summary: "Your part of today's daily, for any device",
    access: 'anyone',
    answers: { 200: json(WordreeDailyProgress) },
  });
  api.get('/api/daily-puzzle/progress', { schema: progress }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dailyProgress(ctx, identityOf(req));
  });

  // The hub's question: unlike the daily itself, asking does not start the player's clock.
  api.get('/api/wordree/daily/status', { schema: DAILY_STATUS_SCHEMA }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dailyStatus(ctx, identityOf(req));
  });

  const submit = routeSchema('post', {
    summary: "Submit today's daily game to the leaderboard",
    description: "The score and chain must match the server's record of the game.",
    access: 'anyone',
    body: WordreeSubmitBody,
    answers: { 201: json(WordreeSubmitResult) },
    errors: [404, 409, 410],
  });
  api.post('/api/daily-puzzle/submit', { schema: submit }, async (req, reply) =>
    reply.code(201).send(await submitDaily(ctx, identityOf(req), req.body)),
  );

  // For the admin dashboard: replaces today's puzzle (the old one keeps its submissions).
  const regenerate = routeSchema('post', {
    summary: "Replace today's daily puzzle",
    description: "The admin dashboard's call, through the admin service; submissions are kept.",
    access: 'admin',
    answers: { 201: json(WordreeDailyPuzzle) },
  });
  api.post(
    '/api/daily-puzzle/regenerate',
    { schema: regenerate, preValidation: requireRole('admin') },
    async (_req, reply) => reply.code(201).send(await regenerateDaily(ctx)),
  );

  const historical = routeSchema('get', {
    summary: "One day's final ranking",
    access: 'anyone',
    query: HistoricalLeaderboardQuery,
    answers: { 200: json(HistoricalLeaderboard) },
  });
  api.get('/api/historical-leaderboard', { schema: historical }, async (req) =>
    historicalLeaderboard(ctx, req.query.date),
  );

  const recent = routeSchema('get', {
    summary: 'Recent days, newest first, with their podium',
    access: 'anyone',
    query: HistoricalLeaderboardsQuery,
    answers: { 200: json(HistoricalLeaderboards) },
  });
  api.get('/api/historical-leaderboards', { schema: recent }, async (req) =>
    historicalLeaderboards(ctx, req.query.limit),
  );
}
