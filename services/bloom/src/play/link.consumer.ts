import { savePlayerName, startConsumer, type BackgroundTask, type ServiceRuntime } from '@hub/kit';
import { subjects } from '@hub/proto';
import { moveGuestProgress } from '../db/players.repository';

/**
 * What auth says about players: a guest who signs in keeps their Bloom gardens and scores, and a
 * signed-in player's public name is the one the leaderboard shows.
 */
export async function startPlayerLinkedConsumer(runtime: ServiceRuntime): Promise<BackgroundTask> {
  return startConsumer({
    db: runtime.db,
    transport: runtime.transport,
    durable: 'bloom-player-linked',
    subjects: [subjects.playerLinked, subjects.playerProfile],
    logger: runtime.logger,
    apply: async (trx, subject, event) => {
      if (subject === subjects.playerLinked && 'guestId' in event) {
        await moveGuestProgress(trx, event.guestId, event.userId);
      } else if (subject === subjects.playerProfile && 'displayName' in event) {
        await savePlayerName(trx, event);
      }
    },
  });
}
