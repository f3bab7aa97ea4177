import { describe, expect, it } from 'vitest';
import type { Logger } from '@hub/kit';
import { logMailer } from './mailer';

const mail = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'http://localhost:18080/reset-password#token=abc',
};

/** A logger that keeps the messages it is given. */
function recordingLogger(messages: string[]): Logger {
  return {
    info: (_fields: object, message: string) => messages.push(message),
  } as unknown as Logger;
}

describe('the mailer without SMTP', () => {
  it('logs each mail, link and all, and keeps a dev mailbox only when asked to', async () => {
    for (const keepMailbox of [false, true]) {
      const logged: string[] = [];
      const mailer = logMailer(recordingLogger(logged), keepMailbox);
      await mailer.send(mail);
      expect(logged).toEqual([expect.stringContaining(mail.text)]);
      expect(mailer.devMailbox).toEqual(keepMailbox ? [expect.objectContaining(mail)] : undefined);
    }
  });
});
