import { startConsumer, type BackgroundTask, type ServiceRuntime } from '@hub/kit';
import { subjects } from '@hub/proto';
import { moveGuestProgress } from '../db/players.repository';

/** When a guest signs in, their Bloom gardens and scores move to the account. */
export async function startPlayerLinkedConsumer(runtime: ServiceRuntime): Promise<BackgroundTask> {
  return startConsumer({
    db: runtime.db,
    transport: runtime.transport,
    durable: 'bloom-player-linked',
    subjects: [subjects.playerLinked],
    logger: runtime.logger,
    apply: (trx, _subject, event) => moveGuestProgress(trx, event.guestId, event.userId),
  });
}
