import type { FastifyInstance } from 'fastify';
import { notFound, routeSchema, typedRoutes, type Logger } from '@hub/kit';
import {
  AuthProviders,
  OAuthCallbackQuery,
  ReturnToQuery,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
} from '@hub/proto';
import { json, redirect } from '@hub/proto/api';
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
  const api = typedRoutes(app);

  const providers = routeSchema('get', {
    summary: 'The ways to sign in this site offers',
    access: 'anyone',
    answers: { 200: json(AuthProviders) },
  });
  app.get('/api/auth/providers', { schema: providers }, async () => enabled);

  for (const provider of SOCIAL_PROVIDERS) {
    const name = SOCIAL_PROVIDER_NAMES[provider];
    const requireEnabled = () => {
      if (!enabled[provider]) {
        throw notFound(`Sign-in with ${name} is not available on this site`);
      }
    };

    const redirectToProvider = passport.authenticate(provider, { session: false });
    // A page the browser navigates to: it is sent on to the provider, and back once signed in.
    const start = routeSchema('get', {
      summary: `Sign in with ${name}`,
      description:
        'A page the browser navigates to: it is sent on to the provider, then back to `returnTo` once signed in. A 404 when the provider is not configured.',
      access: 'anyone',
      query: ReturnToQuery,
      answers: { 302: redirect(`To ${name}'s consent page.`) },
      errors: [404],
    });
    api.get(`/api/auth/${provider}`, { schema: start }, async (request, reply) => {
      requireEnabled();
      request.session.returnTo = request.query.returnTo ?? '/';
      await redirectToProvider.call(app, request, reply);
      return reply;
    });

    const callback = routeSchema('get', {
      summary: `Where ${name} sends the browser back`,
      access: 'anyone',
      query: OAuthCallbackQuery,
      answers: {
        302: redirect('To the page sign-in started from, or to /login?error=… when it failed.'),
      },
      errors: [404],
    });
    app.get(`/api/auth/${provider}/callback`, { schema: callback }, async (request, reply) => {
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
