import type { FastifyRequest } from 'fastify';
import { addressKey } from '../domain/client-address';

/**
 * Where a sign-in comes from, as counted by the limits: the address the gateway signed into the
 * request (never X-Forwarded-For, which a client writes). The socket address only for a request
 * that carried none.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return addressKey(request.clientAddress || request.socket.remoteAddress || '');
}
