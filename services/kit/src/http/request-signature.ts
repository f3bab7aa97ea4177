// The gateway's signature on every request it forwards, and the check every service makes.
//
// A service answers only requests the gateway (or another service, through ServiceClient) signed
// with the internal secret, and the signature is bound to that one request: the service it is for,
// the method, the path with its query, a digest of the body bytes, when it was signed, the
// client's address and whose request it is. A header set captured from one request therefore
// cannot be put on another path, method, body or service, nor kept for later.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Identity } from './identity';
import { EMPTY_BODY } from './request-body';

/** The headers the gateway signs and the services check; a client's own are dropped. */
export const IDENTITY_HEADERS = {
  playerId: 'x-player-id',
  userId: 'x-user-id',
  roles: 'x-user-roles',
  /** Present ("1") when the gateway made the player for this request (Identity.newPlayer). */
  newPlayer: 'x-player-new',
  /** The address the gateway saw the client at, for throttling in the service. */
  clientAddress: 'x-client-address',
  issuedAt: 'x-identity-ts',
  signature: 'x-identity-sig',
} as const;

/**
 * How far in the future a signature may be dated: clock skew between machines, which NTP keeps
 * in milliseconds. Anything more is a signature made for later, which is what replaying needs.
 */
export const MAX_FUTURE_SKEW_MS = 2_000;
/**
 * How old a signature may be when the service checks it. The gateway signs after it has read the
 * whole body, so a slow upload does not count; what counts is its connect timeout (1 s) and one
 * retry on another replica, then a loaded service's event-loop delay before it reads the request.
 * 15 s covers that many times over while keeping the window in which a captured header set could
 * repeat its own request (the only one it is good for) short. It is half the gateway's 30 s
 * response timeout: a request older than that has already been answered 504.
 */
export const MAX_AGE_MS = 15_000;

/** One request as the gateway forwards it and as the service receives it. */
export interface SignedRequest {
  /** The service it is for (the owner of the path, or the callee of a ServiceClient). */
  service: string;
  method: string;
  /** Path and query exactly as sent (`req.originalUrl`). */
  url: string;
  /** The body bytes exactly as sent; empty when there is none. */
  body?: Uint8Array;
  /** Where the client is, as the gateway saw it; empty for a service's own call. */
  clientAddress?: string;
  /** Whose request it is; absent for the auth service, which reads the session itself. */
  identity?: Identity;
}

const digestOf = (body: Uint8Array) => createHash('sha256').update(body).digest('base64url');
/** Most requests (every GET) have no body: its digest is worked out once. */
const EMPTY_DIGEST = digestOf(EMPTY_BODY);
const bodyDigest = (body: Uint8Array) => (body.length === 0 ? EMPTY_DIGEST : digestOf(body));

function signature(secret: string, request: SignedRequest, issuedAt: string): string {
  const { identity } = request;
  const fields = [
    'hub-request-v1',
    request.service,
    request.method.toUpperCase(),
    request.url,
    bodyDigest(request.body ?? EMPTY_BODY),
    issuedAt,
    request.clientAddress ?? '',
    identity?.playerId ?? '',
    identity?.userId ?? '',
    identity?.roles.join(',') ?? '',
  ];
  // Added only when there is one, so that every other request is signed as before the mark
  // existed: services that know it accept a gateway that does not send it, and a rolling deploy
  // (services first) never rejects a returning player's request.
  if (identity?.newPlayer) fields.push('new-player');
  // A JSON array: no value can pass for two (a path ending in "\n" cannot shift the fields).
  const signed = JSON.stringify(fields);
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/** Removes any signed header a client tried to send itself. */
export function stripIdentityHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.values(IDENTITY_HEADERS)) delete headers[name];
}

/** The headers that let `request.service` accept `request`. */
export function signRequest(
  request: SignedRequest,
  secret: string,
  now: number = Date.now(),
): Record<string, string> {
  const issuedAt = String(now);
  const headers: Record<string, string> = {
    [IDENTITY_HEADERS.issuedAt]: issuedAt,
    [IDENTITY_HEADERS.signature]: signature(secret, request, issuedAt),
  };
  if (request.clientAddress) headers[IDENTITY_HEADERS.clientAddress] = request.clientAddress;
  const { identity } = request;
  if (identity) {
    headers[IDENTITY_HEADERS.playerId] = identity.playerId;
    headers[IDENTITY_HEADERS.roles] = identity.roles.join(',');
    if (identity.userId) headers[IDENTITY_HEADERS.userId] = identity.userId;
    if (identity.newPlayer) headers[IDENTITY_HEADERS.newPlayer] = '1';
  }
  return headers;
}

/**
 * Signs a request the gateway received, before it forwards it to `to.service`: its own method,
 * full path and body bytes (read by readBody), the client's address as the gateway sees it, and
 * whom the gateway vouches for.
 */
export function signIncomingRequest(
  req: IncomingMessage,
  to: Pick<SignedRequest, 'service' | 'clientAddress' | 'identity'>,
  secret: string,
): void {
  if (!req.rawBody) throw new Error('readBody must run before signIncomingRequest');
  const request: SignedRequest = {
    ...to,
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    body: req.rawBody,
  };
  Object.assign(req.headers, signRequest(request, secret));
}

/**
 * What the gateway vouches for when the service runs in the gateway's own process (`npm start`):
 * handed over on the request object, never on a wire. Nothing lies between the two to sign
 * against, and nothing a client sends (headers and body are all it has) can put an entry here.
 */
const handedOver = new WeakMap<IncomingMessage, { service: string } & VerifiedRequest>();

/** Vouches for `req` to `to.service`, hosted in this process: what its signature would say. */
export function handOverInProcess(
  req: IncomingMessage,
  to: Pick<SignedRequest, 'service' | 'clientAddress' | 'identity'>,
): void {
  handedOver.set(req, {
    service: to.service,
    clientAddress: to.clientAddress ?? '',
    identity: to.identity ?? null,
  });
}

/** What the gateway in this process handed over with `req` for `service`; null if nothing. */
export function handedOverTo(req: IncomingMessage, service: string): VerifiedRequest | null {
  const vouched = handedOver.get(req);
  if (!vouched || vouched.service !== service) return null;
  return { identity: vouched.identity, clientAddress: vouched.clientAddress };
}

export interface VerifiedRequest {
  /** Null when the signer vouched for no one (requests for the auth service). */
  identity: Identity | null;
  clientAddress: string;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What the signed headers vouch for, or null when they are missing, forged, made for another
 * request, dated too far ahead or too old.
 */
export function verifyRequest(
  headers: IncomingHttpHeaders,
  request: Omit<SignedRequest, 'identity' | 'clientAddress'>,
  secret: string,
  now: number = Date.now(),
): VerifiedRequest | null {
  const issuedAt = single(headers[IDENTITY_HEADERS.issuedAt]);
  const given = single(headers[IDENTITY_HEADERS.signature]);
  if (!issuedAt || !given || !/^\d+$/.test(issuedAt)) return null;
  const age = now - Number(issuedAt);
  if (age > MAX_AGE_MS || age < -MAX_FUTURE_SKEW_MS) return null;

  const playerId = single(headers[IDENTITY_HEADERS.playerId]) ?? '';
  const userId = single(headers[IDENTITY_HEADERS.userId]) ?? '';
  const roles = single(headers[IDENTITY_HEADERS.roles]) ?? '';
  const newPlayer = single(headers[IDENTITY_HEADERS.newPlayer]);
  const clientAddress = single(headers[IDENTITY_HEADERS.clientAddress]) ?? '';
  if (newPlayer !== undefined && newPlayer !== '1') return null;
  const identity: Identity | null = playerId
    ? {
        playerId,
        ...(userId ? { userId } : {}),
        roles: roles ? roles.split(',') : [],
        ...(newPlayer ? { newPlayer: true as const } : {}),
      }
    : null;
  // Identity headers without a player id are no identity, but they are still signed: a client
  // cannot add a role, a user id or the new player's mark to a request that carried none.
  if (!identity && (userId || roles || newPlayer)) return null;

  const expected = Buffer.from(
    signature(secret, { ...request, clientAddress, identity: identity ?? undefined }, issuedAt),
  );
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { identity, clientAddress };
}

/** What a service answers (401) to a request the gateway did not sign for it. */
export const UNSIGNED_REQUEST_MESSAGE = 'This service only answers requests from the gateway';
