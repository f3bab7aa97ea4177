import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { identityOf, refusedWith, routeSchema, typedRoutes, whenMalformed } from '@hub/kit';
import {
  ArchiveCalendar,
  ArchiveDayParams,
  WordInput,
  WordreeArchiveDay,
  WordreeArchiveLeaderboard,
  WordreeArchiveSubmitBody,
  WordreeArchiveSubmitResult,
  WordreeGame,
  WordreeHint,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { WordreeContext } from '../play/context';
import {
  addArchiveWord,
  archiveHint,
  getArchiveCalendar,
  getArchiveDay,
  getArchiveLeaderboard,
  startArchive,
  submitArchive,
} from '../play/archive.service';
import { gameNotFound } from './games.routes';

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** An archive chain's calls: the day, then the game (a malformed id is an unknown game, 404). */
const ArchiveGameParams = refusedWith(
  ArchiveDayParams.extend({ id: z.uuid() }),
  whenMalformed('id', gameNotFound),
);

/**
 * Past days' daily puzzles, played again unranked, guests included (docs/rules.md#the-archive):
 * the daily's own calls, each for one past day.
 */
export function archiveRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  const api = typedRoutes(app);

  const calendar = routeSchema('get', {
    summary: 'Every past daily, newest first, with how far you got',
    description:
      "A day's current daily puzzle (after an admin's reset, the new one). Today and the days after it are never listed: they stay the daily and secret.",
    access: 'anyone',
    answers: { 200: json(ArchiveCalendar) },
  });
  api.get('/api/wordree/archive', { schema: calendar }, async (req, reply) =>
    noStore(reply).send(await getArchiveCalendar(ctx, identityOf(req))),
  );

  const day = routeSchema('get', {
    summary: "A past day's puzzle and your chain on it",
    description:
      '400 for a malformed day; the same 404 for today, a later day or a day with no puzzle. The grid as the daily served it, never its words; your chain is the finished one, else the one in play (an archive chain, or a daily chain left unfinished on its day, which the archive continues).',
    access: 'anyone',
    params: ArchiveDayParams,
    answers: { 200: json(WordreeArchiveDay) },
    errors: [400, 404],
  });
  api.get('/api/wordree/archive/:day', { schema: day }, async (req, reply) =>
    noStore(reply).send(await getArchiveDay(ctx, identityOf(req), req.params)),
  );

  const start = routeSchema('post', {
    summary: "Start an archive chain on a past day's puzzle with its first word",
    description:
      "The daily's rules, refereed word by word; never ranked. 409 once you finished the day.",
    access: 'anyone',
    params: ArchiveDayParams,
    body: WordInput,
    answers: { 201: json(WordreeGame) },
    errors: [404, 409],
  });
  api.post('/api/wordree/archive/:day/games', { schema: start }, async (req, reply) =>
    reply.code(201).send(await startArchive(ctx, identityOf(req), req.params, req.body)),
  );

  const word = routeSchema('post', {
    summary: 'Add a word to an archive chain',
    description:
      'A daily chain left unfinished on its day goes on here as an archive chain, timed from this move.',
    access: 'anyone',
    params: ArchiveGameParams,
    body: WordInput,
    answers: { 200: json(WordreeGame) },
    errors: [404, 409],
  });
  api.post('/api/wordree/archive/:day/games/:id/words', { schema: word }, async (req) =>
    addArchiveWord(ctx, identityOf(req), req.params, req.params.id, req.body),
  );

  const hint = routeSchema('get', {
    summary: 'A word that can follow an archive chain',
    access: 'anyone',
    params: ArchiveGameParams,
    answers: { 200: json(WordreeHint) },
    errors: [400, 404, 409],
  });
  api.get('/api/wordree/archive/:day/games/:id/hint', { schema: hint }, async (req, reply) =>
    noStore(reply).send(await archiveHint(ctx, identityOf(req), req.params, req.params.id)),
  );

  const submit = routeSchema('post', {
    summary: 'Hand in an archive chain: your unranked result for the day',
    description:
      "The score and chain must match the server's record of the game. Never on the day's leaderboard; the answer says where it would have stood. One result per day.",
    access: 'anyone',
    params: ArchiveDayParams,
    body: WordreeArchiveSubmitBody,
    answers: { 201: json(WordreeArchiveSubmitResult) },
    errors: [404, 409],
  });
  api.post('/api/wordree/archive/:day/submit', { schema: submit }, async (req, reply) =>
    reply.code(201).send(await submitArchive(ctx, identityOf(req), req.params, req.body)),
  );

  const leaderboard = routeSchema('get', {
    summary: "A past day's ranking, and where your archive result would have stood",
    access: 'anyone',
    params: ArchiveDayParams,
    answers: { 200: json(WordreeArchiveLeaderboard) },
    errors: [400, 404],
  });
  api.get('/api/wordree/archive/:day/leaderboard', { schema: leaderboard }, async (req, reply) =>
    noStore(reply).send(await getArchiveLeaderboard(ctx, identityOf(req), req.params)),
  );
}
