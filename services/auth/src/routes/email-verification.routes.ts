import type { FastifyInstance } from 'fastify';
import { parseInput } from '@hub/kit';
import { VerifyEmailBody, type CheckYourEmail, type DevMailbox } from '@hub/proto';
import { resendVerification, verifyEmail } from '../accounts/email-verification.service';
import { rolesOf } from '../accounts/roles.service';
import type { AccountsContext } from '../accounts/sign-in-transaction';
import { isLoopback } from '../domain/client-address';
import { toUserView } from '../domain/user-view';
import { guestIdOf, startUserSession } from './session';

export function emailVerificationRoutes(
  app: FastifyInstance,
  ctx: AccountsContext,
  adminEmails: readonly string[],
): void {
  // The verification link opens a web page, which posts the token from the link's fragment here:
  // a POST (with the CSRF header) so a mail scanner fetching the link uses nothing up.
  app.post('/api/auth/verify-email', async (request) => {
    const body = parseInput(VerifyEmailBody, request.body ?? {});
    const user = await verifyEmail(ctx, {
      token: body.token,
      password: body.password,
      signedInUserId: request.session.userId,
      guestId: guestIdOf(request.session),
    });
    const roles = await rolesOf(ctx.db, user, adminEmails);
    await startUserSession(request, user, roles);
    return toUserView(user, roles);
  });

  app.post('/api/auth/verify-email/resend', async (request, reply) => {
    const email = await resendVerification(ctx, request.session.userId);
    const answer: CheckYourEmail = { email, message: 'We sent you a new link. Check your e-mail.' };
    return reply.code(202).send(answer);
  });

  // The mails logged instead of sent, for trying sign-up and reset on one's own machine. The route
  // exists only where a mailbox is kept (DEV_MAILBOX on, no SMTP_URL; production refuses the
  // flag): elsewhere no mail is held in memory at all, and the path is as unknown as any other.
  // The mails hold working reset links, so even then only this machine's browser may read them:
  // the client's address is the one the gateway signed (the socket's is the gateway's own), and
  // anyone else gets the 404 of an unknown route, which tells them nothing is there.
  const devMailbox = ctx.mail.mailer.devMailbox;
  if (devMailbox) {
    app.get('/api/auth/dev/mailbox', async (request, reply) => {
      if (!isLoopback(request.clientAddress ?? '')) return reply.callNotFound();
      const answer: DevMailbox = { mails: [...devMailbox] };
      return answer;
    });
  }
}
