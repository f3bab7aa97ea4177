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

/** What a call that mails a link answers (the mail says the rest). */
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
  // A new account is signed in at once (unverified: it plays, keeps the guest's progress, and
  // waits for its mailed link only for global ranks and admin). A taken address signs nobody in.
  // A missing or non-JSON body reads as an empty form, so the answer names the first missing field.
  app.post('/api/auth/signup', { preHandler: throttles.signUps }, async (request, reply) => {
    const body = parseInput(SignUpBody, request.body ?? {});
    const outcome = await signUp(ctx, body, guestIdOf(request.session));
    if ('taken' in outcome) {
      return reply
        .code(202)
        .send(
          checkYourEmail(
            body.email,
            'This e-mail already has an account: sign in, or open the link we sent it to set a new password.',
          ),
        );
    }
    const roles = await rolesOf(ctx.db, outcome.created, adminEmails);
    await startUserSession(request, outcome.created, roles);
    return reply.code(201).send(toUserView(outcome.created, roles));
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
