import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { forbidden, unauthorized } from './errors';

/** Who is asking: every session has a player; signed-in players also have a user id. */
export interface Identity {
  playerId: string;
  userId?: string;
  roles: string[];
}

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
  }
}

export const IDENTITY_HEADERS = {
  playerId: 'x-player-id',
  userId: 'x-user-id',
  roles: 'x-user-roles',
  issuedAt: 'x-identity-ts',
  signature: 'x-identity-sig',
} as const;

const ALL_IDENTITY_HEADERS = Object.values(IDENTITY_HEADERS);

/** A signed identity is only good for a short while, so a captured header set cannot be replayed later. */
const MAX_AGE_MS = 60_000;

function signature(
  secret: string,
  playerId: string,
  userId: string,
  roles: string,
  issuedAt: string,
) {
  return createHmac('sha256', secret)
    .update([playerId, userId, roles, issuedAt].join('\n'))
    .digest('base64url');
}

/** Removes any identity a client tried to send itself. */
export function stripIdentityHeaders(headers: IncomingHttpHeaders): void {
  for (const name of ALL_IDENTITY_HEADERS) delete headers[name];
}

export function signIdentity(
  identity: Identity,
  secret: string,
  now: number = Date.now(),
): Record<string, string> {
  const userId = identity.userId ?? '';
  const roles = identity.roles.join(',');
  const issuedAt = String(now);
  const headers: Record<string, string> = {
    [IDENTITY_HEADERS.playerId]: identity.playerId,
    [IDENTITY_HEADERS.roles]: roles,
    [IDENTITY_HEADERS.issuedAt]: issuedAt,
    [IDENTITY_HEADERS.signature]: signature(secret, identity.playerId, userId, roles, issuedAt),
  };
  if (identity.userId) headers[IDENTITY_HEADERS.userId] = identity.userId;
  return headers;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The identity the gateway vouched for, or null when it is missing, forged or stale. */
export function verifyIdentity(
  headers: IncomingHttpHeaders,
  secret: string,
  now: number = Date.now(),
): Identity | null {
  const playerId = single(headers[IDENTITY_HEADERS.playerId]);
  const userId = single(headers[IDENTITY_HEADERS.userId]) ?? '';
  const roles = single(headers[IDENTITY_HEADERS.roles]) ?? '';
  const issuedAt = single(headers[IDENTITY_HEADERS.issuedAt]);
  const given = single(headers[IDENTITY_HEADERS.signature]);
  if (!playerId || !issuedAt || !given) return null;
  const age = now - Number(issuedAt);
  if (!Number.isFinite(age) || age > MAX_AGE_MS || age < -MAX_AGE_MS) return null;
  const expected = Buffer.from(signature(secret, playerId, userId, roles, issuedAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return {
    playerId,
    ...(userId ? { userId } : {}),
    roles: roles ? roles.split(',') : [],
  };
}

/** Services accept only requests whose identity the gateway signed. */
export function requireSignedIdentity(secret: string): RequestHandler {
  return (req, res, next) => {
    const identity = verifyIdentity(req.headers, secret);
    if (!identity) {
      res.status(401).json({ message: 'This service only answers requests from the gateway' });
      return;
    }
    req.identity = identity;
    next();
  };
}

/** The verified identity of a request that passed `requireSignedIdentity`. */
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

export function requireRole(role: string): RequestHandler {
  return (req, _res, next) => {
    const identity = identityOf(req);
    if (!identity.userId) throw unauthorized();
    if (!identity.roles.includes(role)) throw forbidden('This area is for administrators only');
    next();
  };
}
