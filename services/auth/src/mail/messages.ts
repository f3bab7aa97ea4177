import type { Mail } from './mailer';

const SITE = 'Daily Puzzle Games';

/** A link to a web page that carries the token in the fragment: it never reaches a server log. */
export function mailedLink(publicUrl: string, page: string, token: string): string {
  const url = new URL(page, publicUrl);
  url.hash = `token=${token}`;
  return url.toString();
}

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: `Confirm your e-mail for ${SITE}`,
    text: [
      `Welcome to ${SITE}!`,
      '',
      'Your account is ready to play. Open this link to confirm your e-mail address, so your',
      'scores join the global leaderboards:',
      link,
      '',
      'The link works once, for 24 hours.',
      'If you did not sign up, ignore this mail: without this link nobody can confirm this',
      'address, and setting a new password from our sign-in page makes the account yours.',
    ].join('\n'),
  };
}

/** Sign-up with an address that has an account: the owner learns of it, and how to get in. */
export function signUpAttemptMail(to: string, resetLink: string): Mail {
  return {
    to,
    subject: `Someone tried to sign up to ${SITE} with your e-mail`,
    text: [
      `Someone (maybe you) tried to create a ${SITE} account with this e-mail address,`,
      'but you already have one.',
      '',
      'If it was you, sign in as usual. If you forgot your password, set a new one here:',
      resetLink,
      '',
      'That link works once, for one hour. If it was not you, you can ignore this mail:',
      'nothing changed on your account.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, resetLink: string): Mail {
  return {
    to,
    subject: `Set a new password for ${SITE}`,
    text: [
      'Someone (hopefully you) asked to set a new password for your account.',
      '',
      'Open this link to choose a new password:',
      resetLink,
      '',
      'The link works once, for one hour. If you did not ask, ignore this mail: your password',
      'stays as it is.',
    ].join('\n'),
  };
}
