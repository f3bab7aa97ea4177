import type { preValidationAsyncHookHandler } from 'fastify';
import { clientAddressOf } from './client-address';
import { createLimiter, type ThrottleStore } from './limiters';
import { refusal } from './too-many';

/**
 * At most `perHour` requests an hour from one address (sign-ups, password-reset mails): each
 * costs us a password hash or a mail, and bulk accounts are how leaderboards get farmed. Every
 * attempt counts, successful or not, and before its body is checked: a malformed one too.
 */
export function limitPerAddress(
  store: ThrottleStore | undefined,
  name: string,
  perHour: number,
  tooMany: string,
): preValidationAsyncHookHandler {
  const limiter = createLimiter(store, {
    keyPrefix: `throttle:${name}`,
    points: perHour,
    duration: 3600,
  });
  return async (request) => {
    try {
      await limiter.consume(clientAddressOf(request));
    } catch (rejection) {
      throw refusal(tooMany, rejection);
    }
  };
}
