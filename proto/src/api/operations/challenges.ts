import type { z } from 'zod';
import { ChallengeBody, ChallengeParams, CreatedChallenge } from '../../challenge';
import type { GameType } from '../../games';
import { json, type ApiOperation, type RouteDeclaration } from '../operation';

/** A game's two challenge calls (docs/rules.md#challenges), the same for the three games. */
export const challengeDeclarations = (answer: z.ZodType) =>
  ({
    create: {
      summary: 'Challenge a friend to a day you have finished',
      description:
        'Today or a past day; 409 before you have finished it. Asking again answers the same challenge.',
      access: 'anyone',
      body: ChallengeBody,
      answers: { 200: json(CreatedChallenge) },
      errors: [400, 409],
    },
    get: {
      summary: 'A challenge as you see it',
      description:
        "Which day, and who sent it. `result` stays null until you have finished that day: nothing of the challenger's game before then.",
      access: 'anyone',
      params: ChallengeParams,
      answers: { 200: json(answer) },
      errors: [404],
    },
  }) satisfies Record<string, RouteDeclaration>;

/** The two calls as the API's operations, for a game whose routes do not declare them yet. */
export const challengeOperations = (game: GameType, answer: z.ZodType): ApiOperation[] => {
  const { create, get } = challengeDeclarations(answer);
  return [
    { method: 'post', path: `/api/${game}/challenges`, service: game, ...create },
    { method: 'get', path: `/api/${game}/challenges/{id}`, service: game, ...get },
  ];
};
