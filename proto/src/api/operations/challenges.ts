import type { z } from 'zod';
import { ChallengeBody, ChallengeParams, CreatedChallenge } from '../../challenge';
import type { GameType } from '../../games';
import { json, type ApiOperation } from '../operation';

/** A game's two challenge calls (docs/rules.md#challenges), the same for the three games. */
export const challengeOperations = (game: GameType, answer: z.ZodType): ApiOperation[] => [
  {
    method: 'post',
    path: `/api/${game}/challenges`,
    service: game,
    summary: 'Challenge a friend to a day you have finished',
    description:
      'Today or a past day; 409 before you have finished it. Asking again answers the same challenge.',
    access: 'anyone',
    body: ChallengeBody,
    answers: { 200: json(CreatedChallenge) },
    errors: [400, 409],
  },
  {
    method: 'get',
    path: `/api/${game}/challenges/{id}`,
    service: game,
    summary: 'A challenge as you see it',
    description:
      "Which day, and who sent it. `result` stays null until you have finished that day: nothing of the challenger's game before then.",
    access: 'anyone',
    params: ChallengeParams,
    answers: { 200: json(answer) },
    errors: [404],
  },
];
