import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  conflict,
  hashLinkToken,
  HttpError,
  identityOf,
  newLinkToken,
  notFound,
  routeSchema,
  typedRoutes,
  userIdOf,
  type Knex,
} from '@hub/kit';
import {
  CreatedLeagueInvite,
  LEAGUE_INVITE_DAYS,
  LEAGUE_JOINS_PER_HOUR,
  LEAGUE_MESSAGES,
  LeagueInviteBody,
  LeagueInvitePreview,
  leagueInvitePath,
  LeagueSummary,
  MAX_LEAGUE_MEMBERS,
  MAX_OPEN_LEAGUE_INVITES,
} from '@hub/proto';
import { empty, json } from '@hub/proto/api';
import {
  deleteInvite,
  insertInvite,
  insertJoinAttempt,
  insertMember,
  isMember,
  joinAttemptsSince,
  lockLeague,
  lockLeaguesOf,
  memberCount,
  membershipCount,
  openInviteByHash,
  openInvitesOf,
} from '../db/leagues.repository';
import {
  inviteExpiry,
  inviteRefusal,
  joinRefusal,
  joinRetryAfter,
  joinWindowStart,
} from '../domain/leagues';
import {
  LEAGUE_INVITE_PARAMS,
  LEAGUE_JOIN_PARAMS,
  LEAGUE_PARAMS,
  memberLeague,
} from './league-views';

/** 128 bits: LeagueJoinParams' 22 base64url characters. */
const INVITE_TOKEN_BYTES = 16;

/**
 * A league's invite links: its owner makes them (each open for a few days, a few at a time) and
 * withdraws them; anyone may see where one leads, and a signed-in player joins by it.
 */
export function leagueInvitesRoutes(app: FastifyInstance, db: Knex): void {
  const api = typedRoutes(app);

  api.post(
    '/api/leagues/:leagueId/invites',
    {
      schema: routeSchema('post', {
        summary: 'Make an invite link to a league (its owner)',
        description: `Open for ${LEAGUE_INVITE_DAYS.join(', ')} days (7 unless \`days\` says otherwise), ${MAX_OPEN_LEAGUE_INVITES} at a time (409 beyond). The token is in this answer only: the server keeps its hash.`,
        access: 'account',
        params: LEAGUE_PARAMS,
        body: LeagueInviteBody,
        answers: { 201: json(CreatedLeagueInvite) },
        errors: [404, 409],
      }),
    },
    async (req, reply): Promise<CreatedLeagueInvite> => {
      const playerId = userIdOf(req, LEAGUE_MESSAGES.signInForLeagues);
      const now = new Date();
      const token = newLinkToken(INVITE_TOKEN_BYTES);
      const invite = await db.transaction(async (trx) => {
        const league = await memberLeague(trx, req.params.leagueId, playerId, {
          owner: true,
          forUpdate: true,
        });
        const refusal = inviteRefusal((await openInvitesOf(trx, league.id, now)).length);
        if (refusal) throw conflict(refusal);
        return insertInvite(trx, {
          id: randomUUID(),
          leagueId: league.id,
          tokenHash: hashLinkToken(token),
          expiresAt: inviteExpiry(now, req.body.days),
        });
      });
      reply.code(201);
      return { ...invite, token, path: leagueInvitePath(token) };
    },
  );

  api.post(
    '/api/leagues/:leagueId/invites/:inviteId/withdraw',
    {
      schema: routeSchema('post', {
        summary: 'Withdraw an invite link (its owner): it leads nowhere from then on',
        access: 'account',
        params: LEAGUE_INVITE_PARAMS,
        answers: { 204: empty('Withdrawn') },
        errors: [404],
      }),
    },
    async (req, reply) => {
      const playerId = userIdOf(req, LEAGUE_MESSAGES.signInForLeagues);
      const { leagueId, inviteId } = req.params;
      const league = await memberLeague(db, leagueId, playerId, { owner: true });
      if (!(await deleteInvite(db, league.id, inviteId)))
        throw notFound(LEAGUE_MESSAGES.inviteNotFound);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/leagues/join/:token',
    {
      schema: routeSchema('get', {
        summary: 'Where an invite link leads',
        description:
          "The league's name, owner and size, for anyone who opens the link (a guest is then asked to sign in). 404 for a link unknown, withdrawn or expired.",
        access: 'anyone',
        params: LEAGUE_JOIN_PARAMS,
        answers: { 200: json(LeagueInvitePreview) },
        errors: [404],
      }),
    },
    async (req): Promise<LeagueInvitePreview> => {
      const invite = await openInviteByHash(db, hashLinkToken(req.params.token), new Date());
      if (!invite) throw notFound(LEAGUE_MESSAGES.inviteGone);
      const { userId } = identityOf(req);
      const member = userId ? await isMember(db, invite.leagueId, userId) : false;
      return {
        name: invite.name,
        owner: invite.owner,
        members: invite.members,
        expiresAt: invite.expiresAt,
        leagueId: member ? invite.leagueId : null,
      };
    },
  );

  api.post(
    '/api/leagues/join/:token',
    {
      schema: routeSchema('post', {
        summary: 'Join a league by an invite link',
        description: `A member already is answered the league as it is. ${LEAGUE_JOINS_PER_HOUR} attempts an hour (429 beyond); 409 when the player is in as many leagues as allowed or the league has ${MAX_LEAGUE_MEMBERS} members.`,
        access: 'account',
        params: LEAGUE_JOIN_PARAMS,
        answers: { 200: json(LeagueSummary) },
        errors: [404, 409, 429],
      }),
    },
    async (req): Promise<LeagueSummary> => {
      const playerId = userIdOf(req, LEAGUE_MESSAGES.signInToJoin);
      const now = new Date();
      // Counted in a transaction of its own, so an attempt by a link that leads nowhere counts.
      await db.transaction(async (trx) => {
        await lockLeaguesOf(trx, playerId);
        const attempts = await joinAttemptsSince(trx, playerId, joinWindowStart(now));
        const retryAfter = joinRetryAfter(attempts, now);
        if (retryAfter !== null)
          throw new HttpError(429, LEAGUE_MESSAGES.tooManyJoins, {
            'Retry-After': String(retryAfter),
          });
        await insertJoinAttempt(trx, playerId);
      });
      return db.transaction(async (trx) => {
        const invite = await openInviteByHash(trx, hashLinkToken(req.params.token), now);
        if (!invite) throw notFound(LEAGUE_MESSAGES.inviteGone);
        await lockLeaguesOf(trx, playerId);
        await lockLeague(trx, invite.leagueId);
        const summary = {
          id: invite.leagueId,
          name: invite.name,
          isOwner: invite.ownerId === playerId,
        };
        const members = await memberCount(trx, invite.leagueId);
        if (await isMember(trx, invite.leagueId, playerId)) return { ...summary, members };
        const refusal = joinRefusal({
          memberships: await membershipCount(trx, playerId),
          members,
        });
        if (refusal) throw conflict(refusal);
        await insertMember(trx, { id: randomUUID(), leagueId: invite.leagueId, playerId });
        return { ...summary, members: members + 1 };
      });
    },
  );
}
