import { Router } from 'express';
import { parseInput } from '@hub/kit';
import { VerifyEmailBody, type CheckYourEmail, type DevMailbox } from '@hub/proto';
import { resendVerification, verifyEmail } from '../accounts/email-verification.service';
import { rolesOf } from '../accounts/roles.service';
import type { AccountsContext } from '../accounts/sign-in-transaction';
import { toUserView } from '../domain/user-view';
import { guestIdOf, startUserSession } from './session';

export function emailVerificationRoutes(
  ctx: AccountsContext,
  adminEmails: readonly string[],
): Router {
  const router = Router();

  // The verification link opens a web page, which posts the token from the link's fragment here:
  // a POST (with the CSRF header) so a mail scanner fetching the link uses nothing up.
  router.post('/api/auth/verify-email', async (req, res) => {
    const body = parseInput(VerifyEmailBody, req.body ?? {});
    const user = await verifyEmail(ctx, {
      token: body.token,
      password: body.password,
      signedInUserId: req.session.userId,
      guestId: guestIdOf(req.session),
    });
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(req, user, roles);
    res.json(toUserView(user, roles));
  });

  router.post('/api/auth/verify-email/resend', async (req, res) => {
    const email = await resendVerification(ctx, req.session.userId);
    const answer: CheckYourEmail = { email, message: 'We sent you a new link. Check your e-mail.' };
    res.status(202).json(answer);
  });

  // Development without SMTP only: the mails that were logged instead of sent. This route does
  // not exist when mail really goes out, which production requires (see config.ts).
  const devMailbox = ctx.mail.mailer.devMailbox;
  if (devMailbox) {
    router.get('/api/auth/dev/mailbox', (_req, res) => {
      const answer: DevMailbox = { mails: [...devMailbox] };
      res.json(answer);
    });
  }

  return router;
}
