import type { Request, Response } from 'express';
import type { Session, SessionData } from 'express-session';
import { destroySession, SESSION_COOKIE, signInSession } from '@hub/kit';
import type { UserRecord } from '../db/users.repository';

declare module 'express-session' {
  interface SessionData {
    /** Where to send the browser once a social sign-in completes. */
    returnTo: string;
  }
}

/** The guest whose progress a sign-in should move to the account, if this session is a guest's. */
export function guestIdOf(session: Session & Partial<SessionData>): string | undefined {
  return session.playerId && !session.userId ? session.playerId : undefined;
}

/** A new session id (no fixation) that now belongs to `user`, with its roles. */
export function startUserSession(req: Request, user: UserRecord, roles: string[]): Promise<void> {
  return signInSession(req, { id: user.id, roles });
}

export async function endSession(req: Request, res: Response): Promise<void> {
  await destroySession(req);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}
