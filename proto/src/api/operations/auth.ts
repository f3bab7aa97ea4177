import { z } from 'zod';
import {
  AuthProviders,
  CheckYourEmail,
  DevMailbox,
  PasswordResetBody,
  PasswordResetRequestBody,
  ReturnTo,
  SessionView,
  SignInBody,
  SignUpBody,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  User,
  VerifyEmailBody,
} from '../../auth';
import { empty, json, redirect, type ApiOperation } from '../operation';

const ReturnToQuery = z.object({ returnTo: ReturnTo.optional() });

/** Sign-in with each provider: a browser navigates there, and the provider sends it back. */
const socialSignIn = SOCIAL_PROVIDERS.flatMap((provider): ApiOperation[] => [
  {
    method: 'get',
    path: `/api/auth/${provider}`,
    service: 'auth',
    summary: `Sign in with ${SOCIAL_PROVIDER_NAMES[provider]}`,
    description:
      'A page the browser navigates to: it is sent on to the provider, then back to `returnTo` once signed in. A 404 when the provider is not configured.',
    access: 'anyone',
    query: ReturnToQuery,
    answers: { 302: redirect(`To ${SOCIAL_PROVIDER_NAMES[provider]}'s consent page.`) },
    errors: [404],
  },
  {
    method: 'get',
    path: `/api/auth/${provider}/callback`,
    service: 'auth',
    summary: `Where ${SOCIAL_PROVIDER_NAMES[provider]} sends the browser back`,
    access: 'anyone',
    answers: {
      302: redirect('To the page sign-in started from, or to /login?error=… when it failed.'),
    },
    errors: [404],
  },
]);

export const AUTH_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/auth/session',
    service: 'auth',
    summary: 'Who this browser is',
    description: 'The signed-in user, or `user: null` for a guest (not a 401).',
    access: 'anyone',
    answers: { 200: json(SessionView) },
  },
  {
    method: 'get',
    path: '/api/user',
    service: 'auth',
    summary: 'The signed-in user',
    access: 'account',
    answers: { 200: json(User) },
  },
  {
    method: 'get',
    path: '/api/auth/providers',
    service: 'auth',
    summary: 'The ways to sign in this site offers',
    access: 'anyone',
    answers: { 200: json(AuthProviders) },
  },
  {
    method: 'post',
    path: '/api/auth/signup',
    service: 'auth',
    summary: 'Create an account with an e-mail and password',
    description:
      'Answers the same whether or not the e-mail already has an account; the mail sent says which. The account is verified by the link in it.',
    access: 'anyone',
    body: SignUpBody,
    answers: { 202: json(CheckYourEmail) },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    service: 'auth',
    summary: 'Sign in with an e-mail and password',
    description:
      "A new session; a guest's progress moves to the account. Failed attempts are limited per address and per account.",
    access: 'anyone',
    body: SignInBody,
    answers: { 200: json(User) },
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    service: 'auth',
    summary: 'Sign out',
    access: 'anyone',
    answers: { 204: empty('Signed out; the session cookie is cleared.') },
  },
  {
    method: 'get',
    path: '/api/login',
    service: 'auth',
    summary: 'The sign-in page, keeping a safe returnTo',
    access: 'anyone',
    query: ReturnToQuery,
    answers: { 302: redirect('To /login?returnTo=… (only a path on this site is kept).') },
  },
  {
    method: 'get',
    path: '/api/logout',
    service: 'auth',
    summary: 'Sign out from a link on one of our pages',
    description:
      'Signs out only a same-origin navigation (`Sec-Fetch-Site: same-origin`); anything else is sent to the /logout page, which asks first.',
    access: 'anyone',
    answers: { 302: redirect('To / once signed out, or to /logout to confirm.') },
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    service: 'auth',
    summary: "Verify an account's e-mail with the mailed token",
    description:
      "Signs the follower of the link in. `password` is needed unless this browser is signed in to the account, so a link cannot hand someone else's account over.",
    access: 'anyone',
    body: VerifyEmailBody,
    answers: { 200: json(User) },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/auth/verify-email/resend',
    service: 'auth',
    summary: 'Mail a new verification link',
    access: 'account',
    answers: { 202: json(CheckYourEmail) },
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset',
    service: 'auth',
    summary: 'Mail a link to set a new password',
    description: 'Answers the same whether or not the e-mail has an account.',
    access: 'anyone',
    body: PasswordResetRequestBody,
    answers: { 202: json(CheckYourEmail) },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/complete',
    service: 'auth',
    summary: 'Set a new password with the mailed token',
    description: 'Signs the follower in and ends every other session of the account.',
    access: 'anyone',
    body: PasswordResetBody,
    answers: { 200: json(User) },
  },
  ...socialSignIn,
  {
    method: 'get',
    path: '/api/auth/dev/mailbox',
    service: 'auth',
    summary: 'The mails logged instead of sent',
    description:
      'Development only: exists when the auth service has no SMTP_URL outside production, so sign-up and password reset can be tried end to end.',
    access: 'anyone',
    answers: { 200: json(DevMailbox) },
    developmentOnly: true,
  },
];
