import { DailyStatus } from '../../daily-status';
import type { GameType } from '../../games';
import { json, type ApiOperation, type RouteDeclaration } from '../operation';

/** A game's status of today's daily for the hub's card, the same call in the three games. */
export const DAILY_STATUS_DECLARATION = {
  summary: "How far you got with today's puzzle",
  description:
    "For the hub's card: new, started (opened) or finished with its result. Asking does not open the puzzle, so it starts no clock.",
  access: 'anyone',
  answers: { 200: json(DailyStatus) },
} satisfies RouteDeclaration;

/** The call as the API's operation, for a game whose routes do not declare it yet. */
export const dailyStatusOperation = (game: GameType): ApiOperation => ({
  method: 'get',
  path: `/api/${game}/daily/status`,
  service: game,
  ...DAILY_STATUS_DECLARATION,
});
