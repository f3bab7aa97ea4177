import type { FastifyInstance } from 'fastify';
import { routeSchema, typedRoutes } from '@hub/kit';
import { CheckYourEmail, DevMailbox, User, VerifyEmailBody } from '@hub/proto';
import { json } from '@hub/proto/api';
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
  const api = typedRoutes(app);

  // The verification link opens a web page, which posts the token from the link's fragment here:
  // a POST (with the CSRF header) so a mail scanner fetching the link uses nothing up.
  const verify = routeSchema('post', {
    summary: "Verify an account's e-mail with the mailed token",
    description:
      "Signs the follower of the link in. `password` is needed unless this browser is signed in to the account, so a link cannot hand someone else's account over.",
    access: 'anyone',
    body: VerifyEmailBody,
    answers: { 200: json(User) },
    errors: [401],
  });
  api.post('/api/auth/verify-email', { schema: verify }, async (request) => {
    const { body } = request;
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

  const resend = routeSchema('post', {
    summary: 'Mail a new verification link',
    access: 'account',
    answers: { 202: json(CheckYourEmail) },
    errors: [409, 429],
  });
  app.post('/api/auth/verify-email/resend', { schema: resend }, async (request, reply) => {
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
    const mailbox = routeSchema('get', {
      summary: 'The mails logged instead of sent',
      description:
        'Development only, so sign-up and password reset can be tried end to end: answers where the auth service has no SMTP_URL and DEV_MAILBOX is on (`npm start` turns it on outside production; production refuses it), and then only to a browser on the same machine (a loopback client address). Anywhere else it is a 404, as for an unknown path.',
      access: 'anyone',
      answers: { 200: json(DevMailbox) },
      errors: [404],
      developmentOnly: true,
    });
    app.get('/api/auth/dev/mailbox', { schema: mailbox }, async (request, reply) => {
      if (!isLoopback(request.clientAddress ?? '')) return reply.callNotFound();
      const answer: DevMailbox = { mails: [...devMailbox] };
      return answer;
    });
  }
}
