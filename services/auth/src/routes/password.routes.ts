import { Router, type RequestHandler } from 'express';
import type session from 'express-session';
import { parseInput } from '@hub/kit';
import {
  PasswordResetBody,
  PasswordResetRequestBody,
  SignInBody,
  SignUpBody,
  type CheckYourEmail,
} from '@hub/proto';
import { signInWithPassword, signUp } from '../accounts/password.service';
import { requestPasswordReset, resetPassword } from '../accounts/password-reset.service';
import { rolesOf } from '../accounts/roles.service';
import type { AccountsContext } from '../accounts/sign-in-transaction';
import { endSessionsOf } from '../accounts/user-sessions';
import { toUserView } from '../domain/user-view';
import type { SignInThrottle } from '../throttle/sign-in-throttle';
import { guestIdOf, startUserSession } from './session';

/** The one answer to sign-up, whether or not the e-mail has an account (the mail says which). */
const checkYourEmail = (email: string, message: string): CheckYourEmail => ({ email, message });

export interface PasswordThrottles {
  signIn: SignInThrottle;
  signUps: RequestHandler;
  /** Reset mails asked for from one address (each account has its own mail limit too). */
  resetMails: RequestHandler;
}

export function passwordRoutes(
  ctx: AccountsContext,
  adminEmails: readonly string[],
  sessionStore: session.Store,
  throttles: PasswordThrottles,
): Router {
  const router = Router();

  // A missing or non-JSON body reads as an empty form, so the answer names the first missing field.
  router.post('/api/auth/signup', throttles.signUps, async (req, res) => {
    const body = parseInput(SignUpBody, req.body ?? {});
    await signUp(ctx, body);
    res
      .status(202)
      .json(checkYourEmail(body.email, 'Open the link we sent you to finish signing up.'));
  });

  router.post('/api/auth/login', async (req, res) => {
    const body = parseInput(SignInBody, req.body ?? {});
    const user = await throttles.signIn.attempt(req, res, body.email, () =>
      signInWithPassword(ctx, body, guestIdOf(req.session)),
    );
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(req, user, roles);
    res.json(toUserView(user, roles));
  });

  router.post('/api/auth/password-reset', throttles.resetMails, async (req, res) => {
    const body = parseInput(PasswordResetRequestBody, req.body ?? {});
    await requestPasswordReset(ctx, body.email);
    res
      .status(202)
      .json(
        checkYourEmail(
          body.email,
          'If an account uses this e-mail, we sent it a link to set a new password.',
        ),
      );
  });

  // The reset link's page posts here: the link proved the mailbox, so the follower is signed in
  // and every other session of the account ends (whoever knew the old password is out).
  router.post('/api/auth/password-reset/complete', async (req, res) => {
    const body = parseInput(PasswordResetBody, req.body ?? {});
    const user = await resetPassword(ctx, body, guestIdOf(req.session));
    await endSessionsOf(sessionStore, user.id);
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(req, user, roles);
    res.json(toUserView(user, roles));
  });

  return router;
}
