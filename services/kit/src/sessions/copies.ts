import { Turns } from '../async/turns';
import type { ChangeFeedHandlers, Feed } from '../db/change-feed';
import { NotifiedCache } from '../db/notified-cache';
import type { StoredSession } from './store';

/** A session as a process keeps it between reads: its JSON, parsed afresh for each request. */
export type SessionCopy = { json: string; expiresAt: number } | null;

/** Sessions kept in memory at once (a few hundred bytes each). */
const COPIES_KEPT = 50_000;

/**
 * A store's copies of the sessions in use, so a returning player's read, the site's most common
 * request, does not ask the store's database each time. A NotifiedCache: the feed names each
 * session changed or ended, whichever process changed it, and the copy goes as the change
 * commits; while the feed is not listening nothing is kept. A session that was not there is not
 * kept either, so making one needs no word from the feed.
 */
export class SessionCopies {
  private readonly copies: NotifiedCache<SessionCopy>;
  /**
   * A read answered from a copy goes on in the next turn, with the others of this one, as a
   * Redis reply would let it: one at a time, each answer written alone, the default served 40 %
   * fewer returning reads (src/async/turns.ts).
   */
  private readonly turns = new Turns();

  /** `idOfChange`: the session a change the feed reports names; undefined for every session. */
  constructor(
    feedOf: (handlers: ChangeFeedHandlers) => Feed,
    idOfChange: (change: string) => string | undefined,
  ) {
    this.copies = new NotifiedCache<SessionCopy>(feedOf, {
      capacity: COPIES_KEPT,
      keyOfChange: idOfChange,
      keep: (copy) => copy !== null,
    });
  }

  /** The session `id` from its copy, or from `load` (kept while the feed listens). */
  async read(id: string, load: () => Promise<SessionCopy>): Promise<StoredSession | null> {
    const copy = await this.copies.get(id, load);
    await this.turns.next();
    if (!copy) return null;
    if (copy.expiresAt <= Date.now()) {
      this.copies.forget(id);
      return null;
    }
    return JSON.parse(copy.json) as StoredSession;
  }

  /** Drops a copy now: the process that changed a session must not wait for its own word. */
  forget(id: string): void {
    this.copies.forget(id);
  }

  stop(): Promise<void> {
    return this.copies.stop();
  }
}
