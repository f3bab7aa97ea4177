import type { FastifyInstance } from 'fastify';
import { notFound, type Logger } from '@hub/kit';
import { ReturnTo, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS } from '@hub/proto';
import { rolesOf } from '../accounts/roles.service';
import type { AccountsContext } from '../accounts/sign-in-transaction';
import { signInWithProvider } from '../accounts/social.service';
import { completeOAuth, type LoginErrorKey } from '../oauth/callback';
import type { OAuthStrategies } from '../oauth/strategies';
import { guestIdOf, startUserSession } from './session';

const loginError = (reason: LoginErrorKey) => `/login?error=${reason}`;

export interface SocialRoutesDeps {
  accounts: AccountsContext;
  strategies: OAuthStrategies;
  adminEmails: readonly string[];
  logger: Logger;
}

export function socialRoutes(
  app: FastifyInstance,
  { accounts, strategies, adminEmails, logger }: SocialRoutesDeps,
): void {
  const { passport, enabled } = strategies;
  void app.register(passport.initialize());

  app.get('/api/auth/providers', async () => enabled);

  for (const provider of SOCIAL_PROVIDERS) {
    const requireEnabled = () => {
      if (!enabled[provider]) {
        throw notFound(
          `Sign-in with ${SOCIAL_PROVIDER_NAMES[provider]} is not available on this site`,
        );
      }
    };

    const redirectToProvider = passport.authenticate(provider, { session: false });
    app.get(`/api/auth/${provider}`, async (request, reply) => {
      requireEnabled();
      request.session.returnTo = ReturnTo.parse((request.query as { returnTo?: unknown }).returnTo);
      await redirectToProvider.call(app, request, reply);
      return reply;
    });

    app.get(`/api/auth/${provider}/callback`, async (request, reply) => {
      requireEnabled();
      const returnTo = request.session.returnTo ?? '/';
      delete request.session.returnTo;
      const outcome = await completeOAuth(passport, provider, request, reply);
      if (!outcome.ok) {
        // A refused consent or a stale link is the user's doing; only provider errors are ours.
        const level = outcome.error ? 'warn' : 'info';
        logger[level](
          { provider, reason: outcome.reason, err: outcome.error },
          'social sign-in failed',
        );
        return reply.redirect(loginError(outcome.reason));
      }
      try {
        const user = await signInWithProvider(
          accounts,
          outcome.profile,
          guestIdOf(request.session),
        );
        await startUserSession(request, user, await rolesOf(accounts.db, user, adminEmails));
      } catch (error) {
        logger.error({ err: error, provider }, 'social sign-in could not be completed');
        return reply.redirect(loginError('failed'));
      }
      return reply.redirect(returnTo);
    });
  }
}
