import nodemailer from 'nodemailer';
import type { Logger } from '@hub/kit';

/** A mail of ours: plain text, so nothing a user typed can turn into markup in someone's inbox. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface SentMail extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * The development mailbox: mails that were logged instead of sent, newest first. Only a mailer
   * without SMTP, outside production, with DEV_MAILBOX on has one; the route that shows it exists
   * only then.
   */
  readonly devMailbox?: readonly SentMail[];
}

/** Delivers through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://...). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

const DEV_MAILBOX_SIZE = 50;

/**
 * Development without an SMTP server: each mail goes to the log, links and all, and with
 * `keepMailbox` to an in-memory mailbox (`GET /api/auth/dev/mailbox`), so sign-up and reset can be
 * tried end to end.
 */
export function logMailer(logger: Logger, keepMailbox: boolean): Mailer {
  const mailbox: SentMail[] = [];
  return {
    ...(keepMailbox ? { devMailbox: mailbox } : {}),
    async send(mail) {
      if (keepMailbox) {
        mailbox.unshift({ ...mail, sentAt: new Date().toISOString() });
        mailbox.length = Math.min(mailbox.length, DEV_MAILBOX_SIZE);
      }
      logger.info(
        { to: mail.to, subject: mail.subject },
        `mail not sent (no SMTP_URL); it reads:\n${mail.text}`,
      );
    },
  };
}

/**
 * Production without SMTP_URL: nothing can be delivered, and logging the mails would put working
 * sign-in and reset links in the logs. The site still runs (guests, social sign-in, and password
 * accounts, which may play unverified); each mail that could not go is logged without its text.
 */
export function undeliverableMailer(logger: Logger): Mailer {
  logger.warn(
    'SMTP_URL is not set: verification and password-reset mails cannot be sent, so e-mail ' +
      'accounts stay unverified (no admin by ADMIN_EMAILS, no global leaderboards). Set SMTP_URL.',
  );
  return {
    async send(mail) {
      logger.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
    },
  };
}
