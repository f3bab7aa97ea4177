import { STREAMS } from '@hub/proto';
import { connect } from 'nats';
import { testNatsUrl } from './services';

/** A namespaced stream (`<namespace>_GAMES`): on the test server, only tests make those. */
const TEST_STREAM = new RegExp(`^t[A-Za-z0-9]+_(${STREAMS.map(({ name }) => name).join('|')})$`);

/**
 * Deletes test streams left behind by interrupted runs (old enough not to belong to a live run).
 * NATS sets aside each stream's `max_bytes` of its storage, so leftovers would in time leave no
 * room for the streams of new runs.
 */
export async function dropStaleTestStreams(olderThanMs = 2 * 3_600_000): Promise<void> {
  const nc = await connect({ servers: testNatsUrl() });
  try {
    const jsm = await nc.jetstreamManager();
    const cutoff = Date.now() - olderThanMs;
    const stale: string[] = [];
    // Listed first, deleted after: deleting while paging through the list would skip some.
    for await (const { config, created } of jsm.streams.list()) {
      if (TEST_STREAM.test(config.name) && Date.parse(created) < cutoff) stale.push(config.name);
    }
    for (const name of stale) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}
