import type { FastifyRequest, Session } from 'fastify';
import { signInSession } from '@hub/kit';
import type { UserRecord } from '../db/users.repository';

declare module 'fastify' {
  interface Session {
    /** Where to send the browser once a social sign-in completes. */
    returnTo?: string;
  }
}

/** The guest whose progress a sign-in should move to the account, if this session is a guest's. */
export function guestIdOf(session: Session): string | undefined {
  return session.playerId && !session.userId ? session.playerId : undefined;
}

/** A new session id (no fixation) that now belongs to `user`, with its roles. */
export function startUserSession(
  request: FastifyRequest,
  user: UserRecord,
  roles: string[],
): Promise<void> {
  return signInSession(request, { id: user.id, roles });
}
