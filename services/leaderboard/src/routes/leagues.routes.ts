import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound, routeSchema, typedRoutes, userIdOf, type Knex } from '@hub/kit';
import {
  dayKey,
  League,
  LEAGUE_MESSAGES,
  LeaderboardQuery,
  LeagueBody,
  LeagueBoard,
  MAX_LEAGUES_PER_PLAYER,
  MyLeagues,
} from '@hub/proto';
import { empty, json } from '@hub/proto/api';
import {
  deleteLeague,
  deleteMember,
  insertLeague,
  leagueBoardRows,
  leaguesOf,
  lockLeaguesOf,
  memberById,
  membershipCount,
  renameLeague,
} from '../db/leagues.repository';
import { joinRefusal } from '../domain/leagues';
import { periodRange } from '../domain/periods';
import {
  checkLeagueName,
  LEAGUE_BOARD_PARAMS,
  LEAGUE_MEMBER_PARAMS,
  LEAGUE_PARAMS,
  leagueView,
  memberLeague,
} from './league-views';

const signedIn = (req: Parameters<typeof userIdOf>[0]) =>
  userIdOf(req, LEAGUE_MESSAGES.signInForLeagues);

/**
 * Leagues (docs/rules.md#leagues): a signed-in player's boards of friends. Only members see a
 * league; its owner renames it, removes members, deletes it and shares its invite links
 * (league-invites.routes.ts).
 */
export function leaguesRoutes(app: FastifyInstance, db: Knex): void {
  const api = typedRoutes(app);

  api.get(
    '/api/leagues',
    {
      schema: routeSchema('get', {
        summary: 'Your leagues',
        access: 'account',
        answers: { 200: json(MyLeagues) },
      }),
    },
    async (req): Promise<MyLeagues> => ({
      leagues: await leaguesOf(db, signedIn(req)),
      limit: MAX_LEAGUES_PER_PLAYER,
    }),
  );

  api.post(
    '/api/leagues',
    {
      schema: routeSchema('post', {
        summary: 'Create a league',
        description: `You are its owner and first member. A name passes the same check as a player's name; a player may be in ${MAX_LEAGUES_PER_PLAYER} leagues at once (409 beyond).`,
        access: 'account',
        body: LeagueBody,
        answers: { 201: json(League) },
        errors: [409],
      }),
    },
    async (req, reply) => {
      const playerId = signedIn(req);
      const name = checkLeagueName(req.body.name);
      const league = { id: randomUUID(), name, ownerId: playerId, memberId: randomUUID() };
      await db.transaction(async (trx) => {
        await lockLeaguesOf(trx, playerId);
        const refusal = joinRefusal({ memberships: await membershipCount(trx, playerId) });
        if (refusal) throw conflict(refusal);
        await insertLeague(trx, league);
      });
      reply.code(201);
      return leagueView(db, league, playerId, new Date());
    },
  );

  api.get(
    '/api/leagues/:leagueId',
    {
      schema: routeSchema('get', {
        summary: 'A league you are in: its members, and for its owner its open invite links',
        access: 'account',
        params: LEAGUE_PARAMS,
        answers: { 200: json(League) },
        errors: [404],
      }),
    },
    async (req) => {
      const playerId = signedIn(req);
      const league = await memberLeague(db, req.params.leagueId, playerId);
      return leagueView(db, league, playerId, new Date());
    },
  );

  api.post(
    '/api/leagues/:leagueId/rename',
    {
      schema: routeSchema('post', {
        summary: 'Rename a league (its owner)',
        access: 'account',
        params: LEAGUE_PARAMS,
        body: LeagueBody,
        answers: { 200: json(League) },
        errors: [404],
      }),
    },
    async (req) => {
      const playerId = signedIn(req);
      const league = await memberLeague(db, req.params.leagueId, playerId, { owner: true });
      const name = checkLeagueName(req.body.name);
      await renameLeague(db, league.id, name);
      return leagueView(db, { ...league, name }, playerId, new Date());
    },
  );

  api.post(
    '/api/leagues/:leagueId/delete',
    {
      schema: routeSchema('post', {
        summary: 'Delete a league (its owner), with its members and invite links',
        access: 'account',
        params: LEAGUE_PARAMS,
        answers: { 204: empty('Deleted') },
        errors: [404],
      }),
    },
    async (req, reply) => {
      const league = await memberLeague(db, req.params.leagueId, signedIn(req), { owner: true });
      await deleteLeague(db, league.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/leagues/:leagueId/leave',
    {
      schema: routeSchema('post', {
        summary: 'Leave a league',
        description: 'Its owner cannot leave it (409): they delete it instead.',
        access: 'account',
        params: LEAGUE_PARAMS,
        answers: { 204: empty('Left') },
        errors: [404, 409],
      }),
    },
    async (req, reply) => {
      const playerId = signedIn(req);
      const league = await memberLeague(db, req.params.leagueId, playerId);
      if (league.ownerId === playerId) throw conflict(LEAGUE_MESSAGES.ownerStays);
      await deleteMember(db, league.id, { playerId });
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/leagues/:leagueId/members/:memberId/remove',
    {
      schema: routeSchema('post', {
        summary: 'Remove a member from a league (its owner)',
        description:
          'The member may join again only through an invite link that is still open: withdraw the links first to keep them out.',
        access: 'account',
        params: LEAGUE_MEMBER_PARAMS,
        answers: { 204: empty('Removed') },
        errors: [404, 409],
      }),
    },
    async (req, reply) => {
      const { leagueId, memberId } = req.params;
      const league = await memberLeague(db, leagueId, signedIn(req), { owner: true });
      const member = await memberById(db, league.id, memberId);
      if (!member) throw notFound(LEAGUE_MESSAGES.memberNotFound);
      if (member.playerId === league.ownerId) throw conflict(LEAGUE_MESSAGES.ownerIsMember);
      await deleteMember(db, league.id, { id: memberId });
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/leagues/:leagueId/boards/:game',
    {
      schema: routeSchema('get', {
        summary: "A league's board for a game: every member, today, this week or all time",
        description:
          'Points as on the global leaderboards, but every member is listed, with points or not and verified or not: the owner chose who is in.',
        access: 'account',
        params: LEAGUE_BOARD_PARAMS,
        query: LeaderboardQuery,
        answers: { 200: json(LeagueBoard) },
        errors: [404],
      }),
    },
    async (req): Promise<LeagueBoard> => {
      const playerId = signedIn(req);
      const { leagueId, game } = req.params;
      const { period } = req.query;
      const league = await memberLeague(db, leagueId, playerId);
      const range = periodRange(period, dayKey());
      const rows = await leagueBoardRows(db, { leagueId: league.id, game, range });
      return {
        leagueId: league.id,
        game,
        period,
        ...range,
        entries: rows.map(({ playerId: id, displayName, points, rank }) => ({
          rank,
          displayName,
          points,
          isYou: id === playerId,
        })),
      };
    },
  );
}
