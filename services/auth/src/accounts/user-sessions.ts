import { destroySession, type SessionStore } from '@hub/kit';

/**
 * Ends every session of a user but `except` (after a password reset, every other one; when an
 * operator revokes a role, all of them): the gateway reads roles and identity from the session,
 * so only a session that is gone stops vouching for them. Needs a store that can list its sessions
 * (Redis can; answers false for one that cannot). It reads every session, which is fine for events
 * this rare.
 */
export function endSessionsOf(
  store: SessionStore,
  userId: string,
  except?: string,
): Promise<boolean> {
  const all = store.all?.bind(store);
  if (!all) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    all((error, sessions) => {
      if (error) return reject(error as Error);
      const list = Array.isArray(sessions) ? sessions : Object.values(sessions ?? {});
      const ids = list
        .filter((stored) => (stored as { userId?: string }).userId === userId)
        .map((stored) => (stored as { id?: string }).id)
        .filter((id): id is string => typeof id === 'string' && id !== except);
      Promise.all(ids.map((id) => destroySession(store, id))).then(() => resolve(true), reject);
    });
  });
}
