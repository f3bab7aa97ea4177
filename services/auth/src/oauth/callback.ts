import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '@hub/proto';
import type { SocialProfile } from './social-profile';
import type { OAuthPassport } from './strategies';

/** Keys the web app's /login page turns into a message. */
export type LoginErrorKey = 'denied' | 'expired' | 'failed';

export type CallbackOutcome =
  { ok: true; profile: SocialProfile } | { ok: false; reason: LoginErrorKey; error?: unknown };

/**
 * Runs passport on the provider's redirect back and says how it went, instead of letting
 * passport answer: every failure must become a redirect to the login page, never an error page.
 */
export function completeOAuth(
  passport: OAuthPassport,
  provider: SocialProvider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CallbackOutcome> {
  // Without a code or an error this is no answer from the provider, and passport would start a
  // new sign-in instead of finishing one.
  const query = request.query as Record<string, unknown>;
  if (!query.code && !query.error) return Promise.resolve({ ok: false, reason: 'failed' });
  return new Promise((resolve) => {
    const authenticate = passport.authenticate(
      provider,
      { session: false },
      async (_request, _reply, error, user, _info, status) => {
        if (error) resolve({ ok: false, reason: 'failed', error });
        // passport fails with 403 when the state is missing or wrong (an old or forged link).
        else if (!user) resolve({ ok: false, reason: status === 403 ? 'expired' : 'denied' });
        else resolve({ ok: true, profile: user as SocialProfile });
      },
    );
    authenticate
      .call(request.server, request, reply)
      .catch((error: unknown) => resolve({ ok: false, reason: 'failed', error }));
  });
}
