import type { Profile } from 'passport';
import type { SocialProvider } from '@hub/proto';
import { isDeniedName } from '@hub/words';

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

/**
 * A provider's name field as we keep it: trimmed, and dropped when it carries a slur (the public
 * name then falls back to the next field, or 'Player'): a sign-in cannot be refused for a name the
 * player set elsewhere.
 */
const text = (value: string | undefined | null) => {
  const trimmed = value?.trim();
  return trimmed && !isDeniedName(trimmed) ? trimmed : null;
};

/** "Ada King Lovelace" → first "Ada", last "King Lovelace": GitHub only has one name field. */
export function splitName(name: string | undefined | null): {
  first: string | null;
  last: string | null;
} {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/);
  return { first: text(first), last: text(rest.join(' ')) };
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
    profileImageUrl: profile.photos?.[0]?.value?.trim() || null,
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
    profileImageUrl: profile.photos?.[0]?.value?.trim() || null,
  };
}
