import { Router } from 'express';
import { unauthorized, type Knex } from '@hub/kit';
import { ReturnTo } from '@hub/proto';
import { findUserById } from '../db/users.repository';
import { toUserView } from '../domain/user-view';
import { endSession } from './session';

/**
 * Fetch Metadata: a browser says whether a request comes from our own pages ('same-origin'), from
 * the user typing or bookmarking ('none'), or from another site. Old browsers send nothing.
 */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export function sessionRoutes(db: Knex, adminEmails: readonly string[]): Router {
  const router = Router();

  // The web app renders the sign-in page; this only carries a safe returnTo over to it.
  router.get('/api/login', (req, res) => {
    const returnTo = ReturnTo.parse(req.query.returnTo);
    res.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  // A GET because the menu navigates to it; another site must not be able to log people out.
  router.get('/api/logout', async (req, res) => {
    const site = req.get('sec-fetch-site');
    if (!site || TRUSTED_FETCH_SITES.has(site)) await endSession(req, res);
    res.redirect('/');
  });

  router.post('/api/auth/logout', async (req, res) => {
    await endSession(req, res);
    res.status(204).end();
  });

  router.get('/api/user', async (req, res) => {
    const userId = req.session.userId;
    const user = userId ? await findUserById(db, userId) : null;
    if (!user) throw unauthorized('Not signed in');
    res.json(toUserView(user, adminEmails));
  });

  return router;
}
