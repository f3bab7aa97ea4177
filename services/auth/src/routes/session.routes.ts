import { Router, type Request } from 'express';
import { unauthorized, type Knex } from '@hub/kit';
import { ReturnTo, type SessionView, type User } from '@hub/proto';
import { rolesOf } from '../accounts/roles.service';
import { findUserById } from '../db/users.repository';
import { toUserView } from '../domain/user-view';
import { endSession } from './session';

/**
 * The web app's page that asks before logging out, with a button that POSTs. GET /api/logout sends
 * a browser there unless the request says it is a navigation from one of our own pages.
 */
export const CONFIRM_LOGOUT_PAGE = '/logout';

const sameRoles = (held: readonly string[] = [], now: readonly string[]) =>
  held.length === now.length && held.every((role) => now.includes(role));

export function sessionRoutes(db: Knex, adminEmails: readonly string[]): Router {
  const router = Router();

  // The web app renders the sign-in page; this only carries a safe returnTo over to it.
  router.get('/api/login', (req, res) => {
    const returnTo = ReturnTo.parse(req.query.returnTo);
    res.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  // A GET because the menu navigates to it (docs/architecture.md#csrf), so only our own pages may
  // log out this way.
  // Fetch Metadata says 'same-origin' only for those. Not 'none' either: besides a typed address
  // or a bookmark, that is also a link opened from a mail or chat app, which anyone can send.
  // 'same-site' (another subdomain), 'cross-site' and old browsers that send nothing get the page
  // that asks first; the session is kept.
  router.get('/api/logout', async (req, res) => {
    if (req.get('sec-fetch-site') !== 'same-origin') {
      res.redirect(CONFIRM_LOGOUT_PAGE);
      return;
    }
    await endSession(req, res);
    res.redirect('/');
  });

  router.post('/api/auth/logout', async (req, res) => {
    await endSession(req, res);
    res.status(204).end();
  });

  /**
   * The signed-in user, or null for a guest. Roles change after sign-in (the e-mail got verified,
   * an operator granted one): the session the gateway reads catches up here, which the web app
   * asks on every page load.
   */
  async function currentUser(req: Request): Promise<User | null> {
    const userId = req.session.userId;
    const user = userId ? await findUserById(db, userId) : null;
    if (!user) return null;
    const roles = await rolesOf(db, user, adminEmails);
    if (!sameRoles(req.session.roles, roles)) req.session.roles = roles;
    return toUserView(user, roles);
  }

  router.get('/api/user', async (req, res) => {
    const user = await currentUser(req);
    if (!user) throw unauthorized('Not signed in');
    res.json(user);
  });

  router.get('/api/auth/session', async (req, res) => {
    const answer: SessionView = { user: await currentUser(req) };
    res.json(answer);
  });

  return router;
}
