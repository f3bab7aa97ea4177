import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { routeSchema, typedRoutes, type SessionStore } from '@hub/kit';
import {
  CheckYourEmail,
  PasswordResetBody,
  PasswordResetRequestBody,
  SignInBody,
  SignUpBody,
  User,
} from '@hub/proto';
import { json } from '@hub/proto/api';
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
  signUps: preValidationAsyncHookHandler;
  /** Reset mails asked for from one address (each account has its own mail limit too). */
  resetMails: preValidationAsyncHookHandler;
}

export function passwordRoutes(
  app: FastifyInstance,
  ctx: AccountsContext,
  adminEmails: readonly string[],
  sessionStore: SessionStore,
  throttles: PasswordThrottles,
): void {
  const api = typedRoutes(app);

  // A new account is signed in at once (unverified: it plays, keeps the guest's progress, and
  // waits for its mailed link only for global ranks and admin). A taken address signs nobody in.
  // The throttles count a request before its body is checked, a malformed one too.
  const signUpSchema = routeSchema('post', {
    summary: 'Create an account with an e-mail and password, and sign in to it',
    description:
      "A new account is signed in at once, unverified (a guest's progress moves to it), and mailed the link that verifies it: until then it plays everything but is neither ranked globally nor an admin. An e-mail that has an account already signs nobody in: its owner is mailed a link to set a new password.",
    access: 'anyone',
    body: SignUpBody,
    answers: { 201: json(User), 202: json(CheckYourEmail) },
    errors: [429],
  });
  const signUpRoute = { schema: signUpSchema, preValidation: throttles.signUps };
  api.post('/api/auth/signup', signUpRoute, async (request, reply) => {
    const { body } = request;
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

  const signIn = routeSchema('post', {
    summary: 'Sign in with an e-mail and password',
    description:
      "A new session; a guest's progress moves to the account. Failed attempts are limited per address and per account.",
    access: 'anyone',
    body: SignInBody,
    answers: { 200: json(User) },
    errors: [401, 429],
  });
  api.post('/api/auth/login', { schema: signIn }, async (request, reply) => {
    const { body } = request;
    const user = await throttles.signIn.attempt(request, reply, body.email, () =>
      signInWithPassword(ctx, body, guestIdOf(request.session)),
    );
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(request, user, roles);
    return toUserView(user, roles);
  });

  const resetMail = routeSchema('post', {
    summary: 'Mail a link to set a new password',
    description: 'Answers the same whether or not the e-mail has an account.',
    access: 'anyone',
    body: PasswordResetRequestBody,
    answers: { 202: json(CheckYourEmail) },
    errors: [429],
  });
  api.post(
    '/api/auth/password-reset',
    { schema: resetMail, preValidation: throttles.resetMails },
    async (request, reply) => {
      const { body } = request;
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
  const reset = routeSchema('post', {
    summary: 'Set a new password with the mailed token',
    description: 'Signs the follower in and ends every other session of the account.',
    access: 'anyone',
    body: PasswordResetBody,
    answers: { 200: json(User) },
  });
  api.post('/api/auth/password-reset/complete', { schema: reset }, async (request) => {
    const { body } = request;
    const user = await resetPassword(ctx, body, guestIdOf(request.session));
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(request, user, roles);
    await sessionStore.endSessionsOf(user.id, request.session.sessionId);
    return toUserView(user, roles);
  });
}
