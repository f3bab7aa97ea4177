import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const Email = z
  .string({ error: 'Please enter your e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long')
  .pipe(z.email({ error: 'Please enter a valid e-mail address' }));

const Password = z
  .string({ error: 'Please enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const OptionalName = z
  .string()
  .trim()
  .max(50, 'Names must be at most 50 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

export const SignUpBody = z.object({
  email: Email,
  password: Password,
  firstName: OptionalName,
  lastName: OptionalName,
});
export type SignUpBody = z.input<typeof SignUpBody>;

export const SignInBody = z.object({
  email: Email,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
});
export type SignInBody = z.input<typeof SignInBody>;

/**
 * What a call that mails a link answers. A resend and a reset request answer it whatever happened,
 * the same words whether or not the e-mail has an account, so they cannot be used to find out who
 * has one; sign-up answers it for a taken address (see `SignUpAnswer`). The mail says the rest.
 */
export const CheckYourEmail = z.object({ email: z.string(), message: z.string() });
export type CheckYourEmail = z.infer<typeof CheckYourEmail>;

/** A single-use token from a mailed link (verification or password reset). */
const MailedToken = z
  .string({ error: 'This link is incomplete. Please open the link from the e-mail again.' })
  .trim()
  .min(1, 'This link is incomplete. Please open the link from the e-mail again.')
  .max(200, 'This link is not valid. Please open the link from the e-mail again.');

/**
 * `password`: the account's password, which proves the follower of the link is the one who chose
 * it (so a mailbox owner who clicks a link for an account someone else created in their name does
 * not take over, and keep, that someone's password). Not needed in a tab signed in to the account.
 */
export const VerifyEmailBody = z.object({
  token: MailedToken,
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

export const PasswordResetRequestBody = z.object({ email: Email });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

export const PasswordResetBody = z.object({ token: MailedToken, password: Password });
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

/** What GET /api/user answers for a signed-in user. */
export const User = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Proved by a mailed link, a password reset, or a provider that verified it. */
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof User>;

/**
 * GET /api/auth/session: who this browser is, for the web app. The same user as GET /api/user,
 * but a guest is an answer (null), not a 401 a browser logs as a failed load on every page.
 */
export const SessionView = z.object({ user: User.nullable() });
export type SessionView = z.infer<typeof SessionView>;

/**
 * POST /api/auth/signup: the new account, signed in (201); or, for an e-mail that has an account
 * already, "check your e-mail" (202), signing nobody in.
 */
export const SignUpAnswer = z.union([User, CheckYourEmail]);
export type SignUpAnswer = z.infer<typeof SignUpAnswer>;

/**
 * GET /api/auth/dev/mailbox: the mails that were logged instead of sent, newest first, so sign-up
 * and reset can be tried end to end. It answers only without SMTP_URL, with DEV_MAILBOX on (which
 * `npm start` sets outside production and production refuses), and to a loopback client; else 404.
 */
export const DevMailbox = z.object({
  mails: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.iso.datetime() }),
  ),
});
export type DevMailbox = z.infer<typeof DevMailbox>;

export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
};

/** Which sign-in ways the login page offers; social ones only when configured. */
export const AuthProviders = z.object({
  email: z.literal(true),
  google: z.boolean(),
  github: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;

/** Only same-site relative paths may be returned to after sign-in (no open redirect). */
export const ReturnTo = z
  .string()
  .regex(/^\/(?!\/)[^\\\s]*$/, 'returnTo must be a path on this site')
  .max(512)
  .catch('/');

/** The pages that lead to sign-in carry where to go after it. */
export const ReturnToQuery = z.object({ returnTo: ReturnTo.optional() });

/** What a provider sends the browser back with (OAuth 2.0, RFC 6749 §4.1.2): read by passport. */
export const OAuthCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
