import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_RULES } from '../domain/sign-in-rules';

export const DEVICE_COOKIE = 'hub.device';
/** Sent only to the sign-in endpoints. */
const COOKIE_PATH = '/api/auth';

export interface DeviceCookies {
  /** The id of this browser's device cookie when it is genuine and was issued for `email`. */
  read(request: FastifyRequest, email: string): string | null;
  /** Remembers this browser as one `email` signed in from (a new id each time). */
  issue(reply: FastifyReply, email: string): void;
}

/**
 * OWASP's device cookie: `<id>.<HMAC(id, e-mail)>`, set at a successful sign-in. It proves only
 * that this browser once knew the account's password, so the per-account back-off, which anyone
 * can provoke by guessing, does not lock that browser out. The key is derived from the session
 * secret (no new secret to manage) but differs from it, so neither signature stands for the other.
 */
export function deviceCookies(sessionSecret: string): DeviceCookies {
  const key = createHmac('sha256', sessionSecret).update('hub device cookie v1').digest();
  const sign = (id: string, email: string) =>
    createHmac('sha256', key).update(`${id}\n${email}`).digest('base64url');

  return {
    read(request, email) {
      const [id, mac, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
      if (!id || !mac || rest.length) return null;
      const expected = Buffer.from(sign(id, email));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
    issue(reply, email) {
      const id = randomBytes(16).toString('base64url');
      reply.setCookie(DEVICE_COOKIE, `${id}.${sign(id, email)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
        path: COOKIE_PATH,
        // In seconds, as the Max-Age attribute is.
        maxAge: SIGN_IN_RULES.device.cookieDays * 24 * 3_600,
        encode: (value) => value,
      });
    },
  };
}
