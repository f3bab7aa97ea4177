import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@hub/kit';
import { accountBackOffSeconds, SIGN_IN_RULES } from '../domain/sign-in-rules';
import { clientAddressOf } from './client-address';
import type { DeviceCookies } from './device-cookie';
import { createLimiter, type Limiter, type ThrottleStore } from './limiters';
import { refusal } from './too-many';

const TOO_MANY = 'Too many sign-in attempts.';

export interface SignInThrottle {
  /**
   * Runs `signIn` if the limits let this attempt through (else a 429), and books its outcome: an
   * `HttpError` 401 is a failed guess; success clears the account's failures and remembers the
   * browser (device cookie).
   */
  attempt<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    signIn: () => Promise<T>,
  ): Promise<T>;
}

/** What an attempt was counted against, to settle once its outcome is known. */
type Reservation =
  { trusted: true; device: string } | { trusted: false; address: string; pair: string };

const isFailedGuess = (error: unknown) => error instanceof HttpError && error.status === 401;

/** True when `limiter` lets one more through for `key`; a refusal is not an error here. */
async function consumed(limiter: Limiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/** Sign-in limits per address, per account and address, and per account (see SIGN_IN_RULES). */
export function createSignInThrottle(
  store: ThrottleStore | undefined,
  devices: DeviceCookies,
  failuresPerAddressPerHour: number,
): SignInThrottle {
  const { pair, address, account, device } = SIGN_IN_RULES;
  const limiters = {
    address: createLimiter(store, {
      keyPrefix: 'throttle:signin-address',
      points: failuresPerAddressPerHour,
      duration: address.windowSeconds,
      blockDuration: address.blockSeconds,
    }),
    pair: createLimiter(store, {
      keyPrefix: 'throttle:signin-pair',
      points: pair.failures,
      duration: pair.forgetAfterSeconds,
      blockDuration: pair.blockSeconds,
    }),
    // A plain counter (it never refuses): how many attempts in a row the account has failed.
    accountFailures: createLimiter(store, {
      keyPrefix: 'throttle:signin-account',
      points: Number.MAX_SAFE_INTEGER,
      duration: account.forgetAfterSeconds,
    }),
    // One attempt per back-off window: the window is the key's lifetime, set by the attempt that
    // opens it, so concurrent guesses cannot all slip through before a failure is recorded.
    accountWindow: createLimiter(store, {
      keyPrefix: 'throttle:signin-window',
      points: 1,
      duration: 1,
    }),
    device: createLimiter(store, {
      keyPrefix: 'throttle:signin-device',
      points: device.failures,
      duration: device.forgetAfterSeconds,
    }),
  };

  /**
   * Counts the attempt before the password is checked (atomic counters, so parallel guesses
   * cannot all pass a check made before any of them failed), or refuses it.
   */
  async function reserve(request: FastifyRequest, email: string): Promise<Reservation> {
    const deviceId = devices.read(request, email);
    if (deviceId && (await consumed(limiters.device, deviceId))) {
      return { trusted: true, device: deviceId };
    }
    const from = clientAddressOf(request);
    const pairKey = `${email}|${from}`;
    try {
      await limiters.address.consume(from);
      await limiters.pair.consume(pairKey);
    } catch (rejection) {
      throw refusal(TOO_MANY, rejection);
    }
    const { consumedPoints } = await limiters.accountFailures.consume(email);
    const backOff = accountBackOffSeconds(consumedPoints);
    if (backOff > 0) {
      try {
        await limiters.accountWindow.consume(email, 1, { customDuration: backOff });
      } catch (rejection) {
        // Refused attempts were never tried: they must not lengthen the back-off.
        await limiters.accountFailures.reward(email);
        throw refusal(TOO_MANY, rejection);
      }
    }
    return { trusted: false, address: from, pair: pairKey };
  }

  async function succeeded(reservation: Reservation, email: string): Promise<void> {
    await Promise.all([
      limiters.accountFailures.delete(email),
      limiters.accountWindow.delete(email),
      ...(reservation.trusted
        ? [limiters.device.delete(reservation.device)]
        : [limiters.pair.delete(reservation.pair), limiters.address.reward(reservation.address)]),
    ]);
  }

  /** Neither a success nor a failed guess (our own error): as if it had not been tried. */
  async function release(reservation: Reservation, email: string): Promise<void> {
    await Promise.all(
      reservation.trusted
        ? [limiters.device.reward(reservation.device)]
        : [
            limiters.address.reward(reservation.address),
            limiters.pair.reward(reservation.pair),
            limiters.accountFailures.reward(email),
          ],
    );
  }

  return {
    async attempt(request, reply, email, signIn) {
      const reservation = await reserve(request, email);
      let result;
      try {
        result = await signIn();
      } catch (error) {
        if (!isFailedGuess(error)) await release(reservation, email);
        throw error;
      }
      await succeeded(reservation, email);
      devices.issue(reply, email);
      return result;
    },
  };
}
