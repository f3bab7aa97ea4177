import { savePlayerName, startConsumer, type ServiceRuntime, type Subscription } from '@hub/kit';
import { subjects } from '@hub/proto';
import { moveGuestDailyGames } from '../db/daily.repository';

/**
 * What auth says about players: a guest who signs in keeps the daily games they played as a
 * guest (DESIGN §3), and a signed-in player's public name is the one Jotto shows.
 */
export function startPlayersConsumer(runtime: ServiceRuntime): Promise<Subscription> {
  return startConsumer({
    db: runtime.db,
    transport: runtime.transport,
    durable: 'jotto-players',
    subjects: [subjects.playerLinked, subjects.playerProfile],
    logger: runtime.logger,
    apply: async (trx, subject, event) => {
      if (subject === subjects.playerLinked && 'guestId' in event) {
        await moveGuestDailyGames(trx, event.guestId, event.userId);
      } else if (subject === subjects.playerProfile && 'displayName' in event) {
        await savePlayerName(trx, event);
      }
    },
  });
}
