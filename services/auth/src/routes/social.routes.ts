import { Router } from 'express';
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

export function socialRoutes({ accounts, strategies, adminEmails, logger }: SocialRoutesDeps) {
  const router = Router();
  const { passport, enabled } = strategies;

  router.get('/api/auth/providers', (_req, res) => {
    res.json(enabled);
  });

  for (const provider of SOCIAL_PROVIDERS) {
    const requireEnabled = () => {
      if (!enabled[provider]) {
        throw notFound(
          `Sign-in with ${SOCIAL_PROVIDER_NAMES[provider]} is not available on this site`,
        );
      }
    };

    router.get(`/api/auth/${provider}`, (req, res, next) => {
      requireEnabled();
      req.session.returnTo = ReturnTo.parse(req.query.returnTo);
      passport.authenticate(provider, { session: false })(req, res, next);
    });

    router.get(`/api/auth/${provider}/callback`, async (req, res) => {
      requireEnabled();
      const returnTo = req.session.returnTo ?? '/';
      delete req.session.returnTo;
      const outcome = await completeOAuth(passport, provider, req, res);
      if (!outcome.ok) {
        // A refused consent or a stale link is the user's doing; only provider errors are ours.
        const level = outcome.error ? 'warn' : 'info';
        logger[level](
          { provider, reason: outcome.reason, err: outcome.error },
          'social sign-in failed',
        );
        res.redirect(loginError(outcome.reason));
        return;
      }
      try {
        const user = await signInWithProvider(accounts, outcome.profile, guestIdOf(req.session));
        await startUserSession(req, user, await rolesOf(accounts.db, user, adminEmails));
      } catch (error) {
        logger.error({ err: error, provider }, 'social sign-in could not be completed');
        res.redirect(loginError('failed'));
        return;
      }
      res.redirect(returnTo);
    });
  }

  return router;
}
