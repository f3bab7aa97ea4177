import session from 'express-session';
import type { Logger } from '../logger';

/** A session as @fastify/session hands it to a store and takes it back. */
export type SessionData = session.SessionData;

/** A session as a store keeps it: its JSON, the fields registerSessions gives it included. */
export interface StoredSession {
  cookie?: { expires?: string | Date | null };
  /** Set on a signed-in session only: what the store indexes it by. */
  userId?: string;
}

/** How long a session with no expiry of its own is kept (express-session's stores' default). */
const DEFAULT_LIFETIME_MS = 86_400_000;

/** When a stored session ends: its cookie's expiry, which registerSessions always sets. */
export function expiryOf(stored: StoredSession, now = Date.now()): number {
  const expires = stored.cookie?.expires;
  return expires ? new Date(expires).getTime() : now + DEFAULT_LIFETIME_MS;
}

/** The account a stored session is signed in to, if any. */
export function userIdIn(stored: StoredSession): string | undefined {
  return typeof stored.userId === 'string' && stored.userId !== '' ? stored.userId : undefined;
}

/**
 * The one contract every session store of the site keeps (Redis, Postgres, any later one), on top
 * of express-session's get, set and destroy that @fastify/session calls: an index of each user's
 * sessions, kept with every write (a sign-in's new session, a refresh, a destroy, a regenerate)
 * and rid of expired ones, so that ending a user's sessions costs that user's sessions, not the
 * site's. What a password reset and a revoked role rely on: the gateway trusts whatever a live
 * session says, so only a session that is gone stops vouching for the roles in it.
 * `services/kit/test/sessions/` runs the same contract tests against each store.
 */
export abstract class SessionStore extends session.Store {
  /** The session `id`, or null when there is none (or it has ended). */
  protected abstract read(id: string): Promise<StoredSession | null>;
  /** Keeps `stored` as the session `id` until its expiry, indexed under its user if it has one. */
  protected abstract write(id: string, stored: StoredSession): Promise<void>;
  /** Ends the session `id`, and takes it out of its user's index. */
  protected abstract remove(id: string): Promise<void>;

  // express-session's callback API, which @fastify/session calls, over the promises above.
  override get(id: string, callback: (error: unknown, stored?: SessionData | null) => void) {
    answer(this.read(id) as Promise<SessionData | null>, callback);
  }

  override set(id: string, stored: SessionData, callback?: (error?: unknown) => void) {
    answer(this.write(id, stored as StoredSession), callback);
  }

  override destroy(id: string, callback?: (error?: unknown) => void) {
    answer(this.remove(id), callback);
  }

  /** The ids of the user's live sessions (from the index, not a scan). */
  abstract sessionIdsOf(userId: string): Promise<string[]>;

  /**
   * Ends every session of the user but `except` (the one a reset just signed in). Resolves to how
   * many ended, once none of them can be read any more.
   */
  abstract endSessionsOf(userId: string, except?: string): Promise<number>;

  /**
   * Indexes the sessions a release from before the index kept, once per store (auth's start does
   * it in the background). Nothing to do for a store whose index its database derives.
   */
  async indexEarlierSessions(_logger: Logger): Promise<void> {}

  /**
   * Stops what the store runs in the background (pruning, listening) and closes what it opened
   * itself (the Postgres store's pool); a client it was given stays its caller's.
   */
  async close(): Promise<void> {}
}

type Callback<T> = (error?: unknown, value?: T) => void;

/** Calls express-session's callback with what `work` resolves to, or its error. */
function answer<T>(work: Promise<T>, callback: Callback<T> | undefined): void {
  work.then(
    (value) => callback?.(null, value),
    (error: unknown) => callback?.(error),
  );
}
