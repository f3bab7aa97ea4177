import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived at the stand-in SMTP server. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface Mailbox {
  /** What the auth service's SMTP_URL should be to deliver here. */
  smtpUrl: string;
  /** Every mail received so far, oldest first. */
  mails: ReceivedMail[];
  /**
   * The next mail to `address` that was not taken yet (waiting for it up to `timeoutMs`); taking
   * it means a later call finds the one after.
   */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails to `address` not taken yet, without waiting. */
  pending(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

/** The token of the first link to `page` (/verify-email, /reset-password) in a mail. */
export function tokenIn(mail: ReceivedMail, page: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.includes(`${page}#token=`));
  if (!link) throw new Error(`No ${page} link in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(link).hash.slice('#token='.length);
}

/** The path and fragment of the first link to `page` in a mail (for a browser on another origin). */
export function linkIn(mail: ReceivedMail, page: string): string {
  return `${page}#token=${tokenIn(mail, page)}`;
}

/**
 * A real SMTP server on a free local port that keeps what it receives: the auth service sends
 * through nodemailer as it would in production, and tests read the links out of the mails.
 * No TLS or login (both are the mail provider's business, not ours).
 */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
          mails.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that goes away mid-mail (an auth process stopped with the stack) resets its
  // connection; smtp-server reports that as an 'error' event, which unheard would crash the run.
  // The mail is simply not kept, as a real server would not keep it.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const pending = (address: string) =>
    mails.filter((mail) => !taken.has(mail) && mail.to.includes(address.toLowerCase()));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    pending,
    async next(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [mail] = pending(address);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
