import { Router } from 'express';
import { parseInput } from '@hub/kit';
import { SignInBody, SignUpBody } from '@hub/proto';
import { signInWithPassword, signUp } from '../accounts/password.service';
import type { AccountsContext } from '../accounts/sign-in-transaction';
import { toUserView } from '../domain/user-view';
import { guestIdOf, startUserSession } from './session';

export function passwordRoutes(ctx: AccountsContext, adminEmails: readonly string[]): Router {
  const router = Router();

  // A missing or non-JSON body reads as an empty form, so the answer names the first missing field.
  router.post('/api/auth/signup', async (req, res) => {
    const body = parseInput(SignUpBody, req.body ?? {});
    const user = await signUp(ctx, body, guestIdOf(req.session));
    await startUserSession(req, user, adminEmails);
    res.status(201).json(toUserView(user, adminEmails));
  });

  router.post('/api/auth/login', async (req, res) => {
    const body = parseInput(SignInBody, req.body ?? {});
    const user = await signInWithPassword(ctx, body, guestIdOf(req.session));
    await startUserSession(req, user, adminEmails);
    res.json(toUserView(user, adminEmails));
  });

  return router;
}
