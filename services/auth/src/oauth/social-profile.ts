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

interface FirstAndLast {
  first: string | null;
  last: string | null;
}

/**
 * A first and a last name as we keep them, judged together as they are shown (as sign-up judges
 * them): "Kike García" keeps both, where "Kike" alone would be refused as the slur it also is.
 * When the whole carries a slur, each field is judged alone and kept only if it passes.
 */
export function fullName(
  first: string | undefined | null,
  last: string | undefined | null,
): FirstAndLast {
  const [given, family] = [first?.trim() || null, last?.trim() || null];
  const whole = [given, family].filter(Boolean).join(' ');
  if (!whole || !isDeniedName(whole)) return { first: given, last: family };
  return { first: text(given), last: text(family) };
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace": GitHub only has one name field. */
export function splitName(name: string | undefined | null): FirstAndLast {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/);
  return fullName(first, rest.join(' '));
}

/** Google's userinfo (OpenID Connect): `email_verified` may arrive as a boolean or a string. */
export function fromGoogleProfile(profile: Profile): SocialProfile {
  const email = profile.emails?.[0] as { value: string; verified?: boolean | string } | undefined;
  const verified = email?.verified === true || email?.verified === 'true';
  const name = fullName(profile.name?.givenName, profile.name?.familyName);
  return {
    provider: 'google',
    providerUserId: profile.id,
    verifiedEmail: verified ? email.value.toLowerCase() : null,
    firstName: name.first,
    lastName: name.last,
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
