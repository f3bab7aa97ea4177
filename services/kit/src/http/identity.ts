import { forbidden, unauthorized } from './errors';

/** Who is asking: every session has a player; signed-in players also have a user id. */
export interface Identity {
  playerId: string;
  userId?: string;
  roles: string[];
  /**
   * The gateway made this player for this very request (a first visit: no session, or one without
   * a player): nothing of theirs can be stored anywhere yet, so a service need not look.
   */
  newPlayer?: true;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the gateway vouched for (the service app's signature check sets it). */
    identity?: Identity;
  }
}

/** The identity the gateway vouched for and the service app verified. */
export function identityOf(req: { identity?: Identity }): Identity {
  if (!req.identity) throw unauthorized();
  return req.identity;
}

/** The signed-in user's id, or a 401 for guests. */
export function userIdOf(req: { identity?: Identity }, message?: string): string {
  const { userId } = identityOf(req);
  if (!userId) throw unauthorized(message);
  return userId;
}

/** A route hook (`preHandler`) that lets only signed-in users with `role` through. */
export function requireRole(role: string) {
  return async (request: { identity?: Identity }): Promise<void> => {
    const identity = identityOf(request);
    if (!identity.userId) throw unauthorized();
    if (!identity.roles.includes(role)) throw forbidden('This area is for administrators only');
  };
}
