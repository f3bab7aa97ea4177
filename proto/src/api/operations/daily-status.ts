import { DailyStatus } from '../../daily-status';
import type { GameType } from '../../games';
import { json, type ApiOperation } from '../operation';

/** A game's status of today's daily for the hub's card, the same call in the three games. */
export const dailyStatusOperation = (game: GameType): ApiOperation => ({
  method: 'get',
  path: `/api/${game}/daily/status`,
  service: game,
  summary: "How far you got with today's puzzle",
  description:
    "For the hub's card: new, started (opened) or finished with its result. Asking does not open the puzzle, so it starts no clock.",
  access: 'anyone',
  answers: { 200: json(DailyStatus) },
});
