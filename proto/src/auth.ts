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

/** What GET /api/user answers for a signed-in user. */
export const User = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof User>;

export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

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
