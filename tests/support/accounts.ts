import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { Redis } from 'ioredis';
import { SESSION_COOKIE } from '@hub/kit';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type SignUpBody, type User } from '@hub/proto';
import { Browserish } from './http';
import { tokenIn, type Mailbox } from './mailbox';

/** A state-changing call made as one tab (its cookies, the CSRF header): the answer's status and body. */
export type Post = (path: string, body: unknown) => Promise<{ status: number; text: string }>;

/**
 * Whatever posts as one tab: the plain-HTTP `Browserish`, a Playwright browser context (its
 * `request` shares the context's cookies, so what it signs in is the browser's session), a
 * Playwright request context, or a `Post` of one's own.
 */
export type Tab = Browserish | BrowserContext | APIRequestContext | Post;

/** `tab` as a `Post`; relative paths are resolved against `origin` for Playwright. */
export function poster(tab: Tab, origin: string): Post {
  if (typeof tab === 'function') return tab;
  if (tab instanceof Browserish) return (path, body) => tab.post(path, body);
  const request = 'request' in tab ? tab.request : tab;
  return async (path, body) => {
    const answer = await request.post(new URL(path, origin).href, {
      data: body,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    return { status: answer.status(), text: await answer.text() };
  };
}

/**
 * Signs up the way a person does: the sign-up form, which signs the tab in (its guest progress
 * moves over), then the link in the mail, followed in the same tab (with the password, which a tab signed in
 * to the account does not need), which verifies the e-mail. Answers the signed-in, verified user.
 */
export async function signUpVerified(
  stack: { url: string; mailbox: Mailbox },
  tab: Tab,
  body: SignUpBody,
): Promise<User> {
  const post = poster(tab, stack.url);
  const signUp = await post('/api/auth/signup', body);
  if (signUp.status !== 201) {
    throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
  }
  const mail = await stack.mailbox.next(body.email.trim().toLowerCase());
  const verified = await post('/api/auth/verify-email', {
    token: tokenIn(mail, '/verify-email'),
    password: body.password,
  });
  if (verified.status !== 200) {
    throw new Error(`verification answered ${verified.status}: ${verified.text}`);
  }
  return JSON.parse(verified.text) as User;
}

/**
 * The probe of a squatted admin address: someone signs up first with `email` (in ADMIN_EMAILS)
 * and stays signed in, unverified; its owner then takes the account back by a reset link
 * (`resetToken` reads it from wherever the site's mail goes). Answers what the squatter's tab,
 * still holding its old cookie, and the owner's then get from `/api/user` and the admin API.
 */
export async function squatThenReset(
  url: string,
  email: string,
  resetToken: () => Promise<string>,
) {
  const squatter = new Browserish(url);
  await squatter.post('/api/auth/signup', { email, password: 'the squatter chose this' });
  const signedIn = await squatter.post('/api/auth/login', {
    email,
    password: 'the squatter chose this',
  });
  // Read twice: under npm start the second is the site's own copy of the session.
  await squatter.get('/api/user');
  await squatter.get('/api/user');

  const owner = new Browserish(url);
  await owner.post('/api/auth/password-reset', { email });
  const reset = await owner.post('/api/auth/password-reset/complete', {
    token: await resetToken(),
    password: 'the owner chose this one',
  });
  return {
    squatterSignedIn: signedIn.json as User,
    ownerAfterReset: reset.json as User,
    ownerAdminStatus: (await owner.get('/api/admin/upcoming')).status,
    squatterUserStatus: (await squatter.get('/api/user')).status,
    squatterAdminStatus: (await squatter.get('/api/admin/upcoming')).status,
  };
}

/** What squatThenReset must see: the owner verified and admin, the squatter's session over. */
export const SQUATTER_SHUT_OUT = {
  squatterSignedIn: expect.objectContaining({ emailVerified: false, isAdmin: false }),
  ownerAfterReset: expect.objectContaining({ emailVerified: true, isAdmin: true }),
  ownerAdminStatus: 200,
  // The squatter's session vouches for nothing any more, least of all the owner's roles.
  squatterUserStatus: 401,
  squatterAdminStatus: 401,
};

type SessionStore = { redis: Redis; sessionKey(sessionId: string): string };

/** The player id a session cookie's session holds (it lives in Redis). */
export async function playerIdOfSession(stack: SessionStore, cookie: string): Promise<string> {
  const value = decodeURIComponent(cookie);
  const sessionId = value.slice(2, value.lastIndexOf('.'));
  const session = JSON.parse((await stack.redis.get(stack.sessionKey(sessionId))) ?? '{}');
  expect(session.playerId).toBeTruthy();
  return session.playerId as string;
}

/** The guest player id the gateway gave this tab's session. */
export async function guestIdOf(stack: SessionStore, tab: Browserish): Promise<string> {
  await tab.get('/api/leaderboards/jotto');
  return playerIdOfSession(stack, tab.cookie(SESSION_COOKIE) ?? '');
}
