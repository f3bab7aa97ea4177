import { randomUUID } from 'node:crypto';

/**
 * The header that names one request in every log line of the gateway and of the service it went
 * to, and in the answer, so a player's report or a load balancer's log leads to the lines.
 *
 * Not covered by the gateway's signature (request-signature.ts), on purpose: it grants nothing and
 * decides nothing, it only labels log lines. Whoever could change it on the way could as well have
 * sent the request with an id of their own choosing; each side still checks its shape, so a log
 * line never carries an arbitrary string.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: a UUID, nginx's $request_id and tracers' ids all fit. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id to use: the one the client (or a proxy in front) sent, when it is a valid id,
 * otherwise a fresh one. Node joins a header sent twice with ", ", which is not valid.
 */
export function requestIdOf(
  sent: string | string[] | undefined,
  make: () => string = randomUUID,
): string {
  const value = Array.isArray(sent) ? sent.join(', ') : sent;
  return value !== undefined && VALID_REQUEST_ID.test(value) ? value : make();
}
