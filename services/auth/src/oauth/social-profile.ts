import type { Profile } from 'passport';
import type { SocialProvider } from '@hub/proto';

/** A provider's account, reduced to what we store. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  /** Only an address the provider says it verified: it may link to an existing account. */
  verifiedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  profileImageUrl: string | null;
}

const text = (value: string | undefined | null) => value?.trim() || null;

/** "Ada King Lovelace" → first "Ada", last "King Lovelace": GitHub only has one name field. */
export function splitName(name: string | undefined | null): {
  first: string | null;
  last: string | null;
} {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/);
  return { first: first || null, last: rest.join(' ') || null };
}

/** Google's userinfo (OpenID Connect): `email_verified` may arrive as a boolean or a string. */
export function fromGoogleProfile(profile: Profile): SocialProfile {
  const email = profile.emails?.[0] as { value: string; verified?: boolean | string } | undefined;
  const verified = email?.verified === true || email?.verified === 'true';
  return {
    provider: 'google',
    providerUserId: profile.id,
    verifiedEmail: verified ? email.value.toLowerCase() : null,
    firstName: text(profile.name?.givenName),
    lastName: text(profile.name?.familyName),
    username: null,
    profileImageUrl: text(profile.photos?.[0]?.value),
  };
}

interface GitHubEmail {
  value: string;
  primary?: boolean;
  verified?: boolean;
}

/** GitHub's user plus its e-mails list (fetched with `allRawEmails`): the primary one, if verified. */
export function fromGitHubProfile(profile: Profile): SocialProfile {
  const emails = (profile.emails ?? []) as GitHubEmail[];
  const primary = emails.find((email) => email.primary && email.verified);
  const name = splitName(profile.displayName);
  return {
    provider: 'github',
    providerUserId: profile.id,
    verifiedEmail: primary ? primary.value.toLowerCase() : null,
    firstName: name.first,
    lastName: name.last,
    username: text(profile.username),
    profileImageUrl: text(profile.photos?.[0]?.value),
  };
}
