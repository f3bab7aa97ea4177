import { subjects } from '@hub/proto';
import type { Knex } from '../db';
import { startConsumer } from '../events/consumer';
import type { Subscription } from '../events/transport';
import type { ServiceRuntime } from '../service-definition';
import { savePlayerName } from './player-names';

export interface PlayersConsumerOptions {
  durable: string;
  /** Moves what a guest played to the account they signed in to; must be idempotent. */
  moveGuest(trx: Knex.Transaction, guestId: string, userId: string): Promise<void>;
}

/**
 * What auth says about players, for a game service: a guest who signs in keeps what they played
 * (docs/rules.md#guests-and-accounts), and a signed-in player's public name is the one the service
 * shows.
 */
export function startPlayersConsumer(
  runtime: ServiceRuntime,
  { durable, moveGuest }: PlayersConsumerOptions,
): Promise<Subscription> {
  return startConsumer({
    db: runtime.db,
    transport: runtime.transport,
    durable,
    subjects: [subjects.playerLinked, subjects.playerProfile],
    logger: runtime.logger,
    apply: async (trx, subject, event) => {
      if (subject === subjects.playerLinked && 'guestId' in event) {
        await moveGuest(trx, event.guestId, event.userId);
      } else if (subject === subjects.playerProfile && 'displayName' in event) {
        await savePlayerName(trx, event);
      }
    },
  });
}
