import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endSession, routeSchema, typedRoutes, unauthorized, type Knex } from '@hub/kit';
import { ReturnToQuery, SessionView, User } from '@hub/proto';
import { empty, json, redirect } from '@hub/proto/api';
import { rolesOf } from '../accounts/roles.service';
import { findUserById } from '../db/users.repository';
import { toUserView } from '../domain/user-view';

/**
 * The web app's page that asks before logging out, with a button that POSTs. GET /api/logout sends
 * a browser there unless the request says it is a navigation from one of our own pages.
 */
export const CONFIRM_LOGOUT_PAGE = '/logout';

const sameRoles = (held: readonly string[] = [], now: readonly string[]) =>
  held.length === now.length && held.every((role) => now.includes(role));

export function sessionRoutes(app: FastifyInstance, db: Knex, adminEmails: readonly string[]) {
  const api = typedRoutes(app);

  // The web app renders the sign-in page; this only carries a safe returnTo over to it.
  const login = routeSchema('get', {
    summary: 'The sign-in page, keeping a safe returnTo',
    access: 'anyone',
    query: ReturnToQuery,
    answers: { 302: redirect('To /login?returnTo=… (only a path on this site is kept).') },
  });
  api.get('/api/login', { schema: login }, async (request, reply) => {
    const returnTo = request.query.returnTo ?? '/';
    return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  // A GET because the menu navigates to it (docs/architecture.md#csrf), so only our own pages may
  // log out this way.
  // Fetch Metadata says 'same-origin' only for those. Not 'none' either: besides a typed address
  // or a bookmark, that is also a link opened from a mail or chat app, which anyone can send.
  // 'same-site' (another subdomain), 'cross-site' and old browsers that send nothing get the page
  // that asks first; the session is kept.
  const logoutLink = routeSchema('get', {
    summary: 'Sign out from a link on one of our pages',
    description:
      'Signs out only a same-origin navigation (`Sec-Fetch-Site: same-origin`); anything else is sent to the /logout page, which asks first.',
    access: 'anyone',
    answers: { 302: redirect('To / once signed out, or to /logout to confirm.') },
  });
  app.get('/api/logout', { schema: logoutLink }, async (request, reply) => {
    if (request.headers['sec-fetch-site'] !== 'same-origin') {
      return reply.redirect(CONFIRM_LOGOUT_PAGE);
    }
    await endSession(request, reply);
    return reply.redirect('/');
  });

  const logout = routeSchema('post', {
    summary: 'Sign out',
    access: 'anyone',
    answers: { 204: empty('Signed out; the session cookie is cleared.') },
  });
  app.post('/api/auth/logout', { schema: logout }, async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send();
  });

  /**
   * The signed-in user, or null for a guest. Roles change after sign-in (the e-mail got verified,
   * an operator granted one): the session the gateway reads catches up here, which the web app
   * asks on every page load.
   */
  async function currentUser(request: FastifyRequest): Promise<User | null> {
    const { userId } = request.session;
    const user = userId ? await findUserById(db, userId) : null;
    if (!user) return null;
    const roles = await rolesOf(db, user, adminEmails);
    if (!sameRoles(request.session.roles, roles)) request.session.roles = roles;
    return toUserView(user, roles);
  }

  const signedIn = routeSchema('get', {
    summary: 'The signed-in user',
    access: 'account',
    answers: { 200: json(User) },
  });
  app.get('/api/user', { schema: signedIn }, async (request) => {
    const user = await currentUser(request);
    if (!user) throw unauthorized('Not signed in');
    return user;
  });

  const session = routeSchema('get', {
    summary: 'Who this browser is',
    description: 'The signed-in user, or `user: null` for a guest (not a 401).',
    access: 'anyone',
    answers: { 200: json(SessionView) },
  });
  app.get('/api/auth/session', { schema: session }, async (request): Promise<SessionView> => {
    return { user: await currentUser(request) };
  });
}
