import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { parseInput, type SessionStore } from '@hub/kit';
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
import { toUserView } from '../domain/user-view';
import type { SignInThrottle } from '../throttle/sign-in-throttle';
import { guestIdOf, startUserSession } from './session';

/** The one answer to sign-up, whether or not the e-mail has an account (the mail says which). */
const checkYourEmail = (email: string, message: string): CheckYourEmail => ({ email, message });

export interface PasswordThrottles {
  signIn: SignInThrottle;
  signUps: preHandlerAsyncHookHandler;
  /** Reset mails asked for from one address (each account has its own mail limit too). */
  resetMails: preHandlerAsyncHookHandler;
}

export function passwordRoutes(
  app: FastifyInstance,
  ctx: AccountsContext,
  adminEmails: readonly string[],
  sessionStore: SessionStore,
  throttles: PasswordThrottles,
): void {
  // A missing or non-JSON body reads as an empty form, so the answer names the first missing field.
  app.post('/api/auth/signup', { preHandler: throttles.signUps }, async (request, reply) => {
    const body = parseInput(SignUpBody, request.body ?? {});
    await signUp(ctx, body);
    return reply
      .code(202)
      .send(checkYourEmail(body.email, 'Open the link we sent you to finish signing up.'));
  });

  app.post('/api/auth/login', async (request, reply) => {
    const body = parseInput(SignInBody, request.body ?? {});
    const user = await throttles.signIn.attempt(request, reply, body.email, () =>
      signInWithPassword(ctx, body, guestIdOf(request.session)),
    );
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(request, user, roles);
    return toUserView(user, roles);
  });

  app.post(
    '/api/auth/password-reset',
    { preHandler: throttles.resetMails },
    async (request, reply) => {
      const body = parseInput(PasswordResetRequestBody, request.body ?? {});
      await requestPasswordReset(ctx, body.email);
      return reply
        .code(202)
        .send(
          checkYourEmail(
            body.email,
            'If an account uses this e-mail, we sent it a link to set a new password.',
          ),
        );
    },
  );

  // The reset link's page posts here: the link proved the mailbox, so the follower is signed in
  // and every other session of the account ends (whoever knew the old password is out).
  app.post('/api/auth/password-reset/complete', async (request) => {
    const body = parseInput(PasswordResetBody, request.body ?? {});
    const user = await resetPassword(ctx, body, guestIdOf(request.session));
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(request, user, roles);
    await sessionStore.endSessionsOf(user.id, request.session.sessionId);
    return toUserView(user, roles);
  });
}
