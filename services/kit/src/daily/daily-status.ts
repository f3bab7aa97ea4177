import type { DailyResult, DailyStatus } from '@hub/proto';
import type { Knex } from '../db';
import { firstDailyView } from './daily-views';

/**
 * How far a player got with today's daily (the hub's cards): finished, with the result the game
 * read from its own records; started once they opened it (the clock of every daily runs from the
 * first view, docs/rules.md); else new. Reads only: asking does not open the puzzle.
 */
export async function dailyStatusOf(
  db: Knex,
  day: string,
  player: { playerId: string; newPlayer?: boolean },
  result: DailyResult | null,
): Promise<DailyStatus> {
  if (result) return { day, status: 'finished', result };
  // A player the gateway has just made has opened nothing yet: no need to look.
  if (player.newPlayer) return { day, status: 'new', result: null };
  const opened = await firstDailyView(db, day, player.playerId);
  return { day, status: opened ? 'started' : 'new', result: null };
}
