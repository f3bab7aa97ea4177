import type { Request } from 'express';
import { addressKey } from '../domain/client-address';

/**
 * Where a sign-in comes from, as counted by the limits: the address the gateway signed into the
 * request (requireGatewaySignature makes it `req.ip`; never X-Forwarded-For, which a client
 * writes). The socket address only for a request that carried none.
 */
export function clientAddressOf(req: Request): string {
  return addressKey(req.ip ?? req.socket.remoteAddress ?? '');
}
