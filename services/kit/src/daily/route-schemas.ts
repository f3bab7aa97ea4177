import { ChallengeBody, ChallengeParams, CreatedChallenge, DailyStatus } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { z } from 'zod';
import { notFound } from '../http/errors';
import { refusedWith, routeSchema } from '../http/route-schema';
import { CHALLENGE_MESSAGES } from './challenges';

/** A game's status of today's daily for the hub's card, the same call in the three games. */
export const DAILY_STATUS_SCHEMA = routeSchema('get', {
  summary: "How far you got with today's puzzle",
  description:
    "For the hub's card: new, started (opened) or finished with its result. Asking does not open the puzzle, so it starts no clock.",
  access: 'anyone',
  answers: { 200: json(DailyStatus) },
});

/** A game's two challenge calls (docs/rules.md#challenges), the same for the three games. */
export const challengeSchemas = (answer: z.ZodType) => ({
  create: routeSchema('post', {
    summary: 'Challenge a friend to a day you have finished',
    description:
      'Today or a past day; 409 before you have finished it. Asking again answers the same challenge.',
    access: 'anyone',
    body: ChallengeBody,
    answers: { 200: json(CreatedChallenge) },
    errors: [400, 409],
  }),
  get: routeSchema('get', {
    summary: 'A challenge as you see it',
    description:
      "Which day, and who sent it. `result` stays null until you have finished that day: nothing of the challenger's game before then.",
    access: 'anyone',
    // A malformed id names no challenge, as an unknown one does.
    params: refusedWith(ChallengeParams, () => notFound(CHALLENGE_MESSAGES.notFound)),
    answers: { 200: json(answer) },
    errors: [404],
  }),
});
