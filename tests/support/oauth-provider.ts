import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type RequestHandler } from 'express';
import type { SocialProvider } from '@hub/proto';

/** What Google's OpenID Connect userinfo endpoint answers. */
export interface GoogleUserInfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** What GitHub's /user and /user/emails endpoints answer. */
export interface GitHubAccount {
  user: { id: number; login: string; name?: string | null; avatar_url?: string; email?: string };
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface ProviderProfiles {
  google: GoogleUserInfo;
  github: GitHubAccount;
}

/** One visit to /authorize, as the browser brought it. */
export interface AuthorizeRequest {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  scope: string | undefined;
}

/** One call to /token, and whether the PKCE verifier matched the challenge of its code. */
export interface TokenRequest {
  provider: SocialProvider;
  codeVerifier: string | undefined;
  pkceVerified: boolean;
  granted: boolean;
}

export interface OAuthProviderStandIn {
  /** Origin of the stand-in, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The auth service's environment pointing both providers here with valid client credentials. */
  env: Record<string, string>;
  setProfile<P extends SocialProvider>(provider: P, profile: ProviderProfiles[P]): void;
  /** The user's answer on the consent screen for the next visits to /authorize. */
  setConsent(provider: SocialProvider, consent: 'grant' | 'deny'): void;
  received: { authorize: AuthorizeRequest[]; token: TokenRequest[] };
  stop(): Promise<void>;
}

interface IssuedCode {
  provider: SocialProvider;
  redirectUri: string;
  codeChallenge: string;
}

const PROVIDERS: SocialProvider[] = ['google', 'github'];

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = () => randomBytes(16).toString('hex');
const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Bearer header (GitHub) or access_token query parameter (how passport-google-oauth20 sends it). */
function accessTokenOf(req: Request): string | undefined {
  const header = req.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7);
  return single(req.query.access_token);
}

/** Why /authorize refuses a request, or null when it is a proper code + state + PKCE request. */
function authorizeProblem(
  request: AuthorizeRequest,
  responseType: unknown,
  client: { id: string; redirectUri: string },
): string | null {
  if (responseType !== 'code') return 'response_type must be code';
  if (request.clientId !== client.id) return 'unknown client';
  if (request.redirectUri !== client.redirectUri) return 'redirect_uri mismatch';
  if (!request.state) return 'state required';
  if (!request.codeChallenge || request.codeChallengeMethod !== 'S256') {
    return 'PKCE with S256 required';
  }
  return null;
}

/**
 * Plays Google and GitHub for a real authorization-code flow: /authorize insists on the client
 * id, the registered redirect URI, a state and an S256 PKCE challenge, and sends the browser back
 * with a one-time code; /token insists on that code, the client secret, the same redirect URI and
 * the PKCE verifier. Anything less gets an error, so a passing flow proves all of it was used.
 * `publicUrl` is the site origin the auth service builds its callback URLs on.
 */
export async function startOAuthProvider(publicUrl: string): Promise<OAuthProviderStandIn> {
  const clients = Object.fromEntries(
    PROVIDERS.map((provider) => [
      provider,
      {
        id: `${provider}-client-id`,
        secret: `${provider}-client-secret`,
        redirectUri: new URL(`/api/auth/${provider}/callback`, publicUrl).toString(),
      },
    ]),
  ) as Record<SocialProvider, { id: string; secret: string; redirectUri: string }>;
  const profiles: ProviderProfiles = {
    google: { sub: 'google-user-1', email: 'player@example.com', email_verified: true },
    github: {
      user: { id: 1, login: 'player' },
      emails: [{ email: 'player@example.com', primary: true, verified: true }],
    },
  };
  const consent: Record<SocialProvider, 'grant' | 'deny'> = { google: 'grant', github: 'grant' };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, SocialProvider>();
  const received: OAuthProviderStandIn['received'] = { authorize: [], token: [] };

  const app = express();
  app.use(express.urlencoded({ extended: false }));

  for (const provider of PROVIDERS) {
    const client = clients[provider];

    app.get(`/${provider}/authorize`, (req, res) => {
      const request: AuthorizeRequest = {
        provider,
        clientId: single(req.query.client_id) ?? '',
        redirectUri: single(req.query.redirect_uri) ?? '',
        state: single(req.query.state),
        codeChallenge: single(req.query.code_challenge),
        codeChallengeMethod: single(req.query.code_challenge_method),
        scope: single(req.query.scope),
      };
      received.authorize.push(request);
      const problem = authorizeProblem(request, req.query.response_type, client);
      // A real provider shows an error page here rather than redirecting to an unknown client.
      if (problem || !request.state || !request.codeChallenge) {
        res.status(400).send(problem);
        return;
      }
      const back = new URL(request.redirectUri);
      back.searchParams.set('state', request.state);
      if (consent[provider] === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied access');
      } else {
        const code = token();
        codes.set(code, {
          provider,
          redirectUri: request.redirectUri,
          codeChallenge: request.codeChallenge,
        });
        back.searchParams.set('code', code);
      }
      res.redirect(back.toString());
    });

    app.post(`/${provider}/token`, (req, res) => {
      const body = req.body as Record<string, string | undefined>;
      const issued = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code);
      const pkceVerified =
        !!issued && !!body.code_verifier && s256(body.code_verifier) === issued.codeChallenge;
      const granted =
        body.grant_type === 'authorization_code' &&
        issued?.provider === provider &&
        body.client_id === client.id &&
        body.client_secret === client.secret &&
        body.redirect_uri === issued.redirectUri &&
        pkceVerified;
      received.token.push({ provider, codeVerifier: body.code_verifier, pkceVerified, granted });
      if (!granted) {
        res.status(400).json({ error: 'invalid_grant' });
        return;
      }
      const accessToken = token();
      accessTokens.set(accessToken, provider);
      res.json({ access_token: accessToken, token_type: 'bearer', scope: 'granted' });
    });
  }

  const requireToken =
    (provider: SocialProvider): RequestHandler =>
    (req, res, next) => {
      const presented = accessTokenOf(req);
      if (presented && accessTokens.get(presented) === provider) return next();
      res.status(401).json({ error: 'invalid_token' });
    };
  // passport-google-oauth20 reads OpenID Connect userinfo only from a path ending in /userinfo.
  app.get('/google/userinfo', requireToken('google'), (_req, res) => {
    res.json(profiles.google);
  });
  app.get('/github/user', requireToken('github'), (_req, res) => {
    res.json(profiles.github.user);
  });
  app.get('/github/user/emails', requireToken('github'), (_req, res) => {
    res.json(profiles.github.emails);
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: clients.google.id,
      GOOGLE_CLIENT_SECRET: clients.google.secret,
      GOOGLE_AUTH_URL: `${url}/google/authorize`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
      GITHUB_CLIENT_ID: clients.github.id,
      GITHUB_CLIENT_SECRET: clients.github.secret,
      GITHUB_AUTH_URL: `${url}/github/authorize`,
      GITHUB_TOKEN_URL: `${url}/github/token`,
      GITHUB_USER_URL: `${url}/github/user`,
      GITHUB_EMAILS_URL: `${url}/github/user/emails`,
    },
    setProfile(provider, profile) {
      (profiles as Record<SocialProvider, unknown>)[provider] = profile;
    },
    setConsent(provider, answer) {
      consent[provider] = answer;
    },
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
