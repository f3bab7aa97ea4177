import fastifyPassport from '@fastify/passport';
import type passport from 'passport';
import {
  Strategy as GitHubStrategy,
  type StrategyOptions as GitHubOptions,
} from 'passport-github2';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { VerifyCallback } from 'passport-oauth2';
import type { AuthProviders, SocialProvider } from '@hub/proto';
import type { AuthConfig } from '../config';
import { fromGitHubProfile, fromGoogleProfile, type SocialProfile } from './social-profile';

export type OAuthPassport = InstanceType<typeof fastifyPassport.Authenticator>;

export interface OAuthStrategies {
  /** Its own registry, not a global one, so apps built with other settings coexist. */
  passport: OAuthPassport;
  enabled: AuthProviders;
}

function callbackUrl(config: AuthConfig, provider: SocialProvider): string {
  return new URL(`/api/auth/${provider}/callback`, config.PUBLIC_URL).toString();
}

function credentials(clientID: string | undefined, clientSecret: string | undefined) {
  return clientID && clientSecret ? { clientID, clientSecret } : null;
}

/** The strategies only fetch and normalise the profile; the callback route does the rest. */
const verified =
  (toProfile: (profile: passport.Profile) => SocialProfile) =>
  (_accessToken: string, _refreshToken: string, profile: passport.Profile, done: VerifyCallback) =>
    done(null, toProfile(profile));

/**
 * `state: true` with `pkce: true` keeps a random state and the PKCE verifier in the session, so a
 * forged callback fails and an intercepted code is useless without the verifier. Each provider
 * gets its own session key: by default passport keys them by host, which two stand-ins share.
 */
export function createOAuthStrategies(config: AuthConfig): OAuthStrategies {
  const registry = new fastifyPassport.Authenticator();

  const google = credentials(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  if (google) {
    const strategy = new GoogleStrategy(
      {
        ...google,
        callbackURL: callbackUrl(config, 'google'),
        authorizationURL: config.GOOGLE_AUTH_URL,
        tokenURL: config.GOOGLE_TOKEN_URL,
        userProfileURL: config.GOOGLE_USERINFO_URL,
        scope: ['openid', 'email', 'profile'],
        sessionKey: 'oauth2:google',
        state: true,
        pkce: true,
      },
      verified(fromGoogleProfile),
    );
    registry.use('google', strategy);
  }

  const github = credentials(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET);
  if (github) {
    const options = {
      ...github,
      callbackURL: callbackUrl(config, 'github'),
      authorizationURL: config.GITHUB_AUTH_URL,
      tokenURL: config.GITHUB_TOKEN_URL,
      userProfileURL: config.GITHUB_USER_URL,
      userEmailURL: config.GITHUB_EMAILS_URL,
      // The e-mail on /user is the public one, with no verified flag: read the e-mails list.
      scope: ['read:user', 'user:email'],
      allRawEmails: true,
      userAgent: 'puzzle-hub',
      sessionKey: 'oauth2:github',
      state: true,
      pkce: true,
    } satisfies Omit<GitHubOptions, 'state'> & { state: true };
    // @types/passport-github2 types `state` as a string; passport-oauth2 ≥ 1.6 takes `true`.
    const strategy = new GitHubStrategy(
      options as unknown as GitHubOptions,
      verified(fromGitHubProfile),
    );
    registry.use('github', strategy);
  }

  return {
    passport: registry,
    enabled: { email: true, google: google !== null, github: github !== null },
  };
}
