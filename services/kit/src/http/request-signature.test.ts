import { describe, expect, it } from 'vitest';
import {
  IDENTITY_HEADERS,
  MAX_AGE_MS,
  MAX_FUTURE_SKEW_MS,
  signRequest,
  stripIdentityHeaders,
  verifyRequest,
  type SignedRequest,
} from './request-signature';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_700_000_000_000;

const admin = { playerId: 'u1', userId: 'u1', roles: ['admin'] };
const jottoGet: SignedRequest = {
  service: 'jotto',
  method: 'GET',
  url: '/api/jotto/daily?day=2024-01-01',
  clientAddress: '203.0.113.7',
  identity: admin,
};
const guess: SignedRequest = {
  service: 'jotto',
  method: 'POST',
  url: '/api/jotto/daily/guess',
  body: Buffer.from('{"guess":"crane"}'),
  clientAddress: '203.0.113.7',
  identity: { playerId: 'g1', roles: [] },
};

/** What the service checks: the request it received, with the headers that came with it. */
const verify = (headers: Record<string, string>, request: SignedRequest, now = NOW) =>
  verifyRequest(headers, request, SECRET, now);

describe('the request signature', () => {
  it('vouches for the identity and client address of the request it was made for', () => {
    expect(verify(signRequest(jottoGet, SECRET, NOW), jottoGet, NOW + 500)).toEqual({
      identity: admin,
      clientAddress: '203.0.113.7',
    });
    expect(verify(signRequest(guess, SECRET, NOW), guess)).toEqual({
      identity: { playerId: 'g1', roles: [] },
      clientAddress: '203.0.113.7',
    });
  });

  it('vouches for a player made for this request, and no client can add or remove that mark', () => {
    const firstVisit: SignedRequest = {
      ...jottoGet,
      identity: { playerId: 'g9', roles: [], newPlayer: true },
    };
    const headers = signRequest(firstVisit, SECRET, NOW);
    expect(verify(headers, jottoGet)).toEqual({
      identity: { playerId: 'g9', roles: [], newPlayer: true },
      clientAddress: '203.0.113.7',
    });
    const { [IDENTITY_HEADERS.newPlayer]: _mark, ...unmarked } = headers;
    expect(verify(unmarked, jottoGet)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.newPlayer]: 'yes' }, jottoGet)).toBeNull();
    // A returning player's request is signed as it was before the mark existed: it stays valid.
    const returning = signRequest(guess, SECRET, NOW);
    expect(returning[IDENTITY_HEADERS.newPlayer]).toBeUndefined();
    expect(verify({ ...returning, [IDENTITY_HEADERS.newPlayer]: '1' }, guess)).toBeNull();
  });

  it('vouches for no one on a request signed without identity (for the auth service)', () => {
    const login: SignedRequest = {
      service: 'auth',
      method: 'POST',
      url: '/api/auth/login',
      body: Buffer.from('{}'),
      clientAddress: '198.51.100.1',
    };
    const headers = signRequest(login, SECRET, NOW);
    expect(headers[IDENTITY_HEADERS.playerId]).toBeUndefined();
    expect(verify(headers, login)).toEqual({ identity: null, clientAddress: '198.51.100.1' });
    // A client cannot add an identity to it.
    expect(verify({ ...headers, [IDENTITY_HEADERS.roles]: 'admin' }, login)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.playerId]: 'p' }, login)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.newPlayer]: '1' }, login)).toBeNull();
  });

  it('is good for no other service, method, path, query or body', () => {
    const headers = signRequest(jottoGet, SECRET, NOW);
    expect(verify(headers, { ...jottoGet, service: 'admin' })).toBeNull();
    expect(verify(headers, { ...jottoGet, method: 'POST' })).toBeNull();
    expect(verify(headers, { ...jottoGet, url: '/api/jotto/daily' })).toBeNull();
    expect(verify(headers, { ...jottoGet, url: '/api/jotto/daily?day=2024-01-02' })).toBeNull();
    expect(verify(headers, { ...jottoGet, body: Buffer.from('{}') })).toBeNull();
    // The captured Jotto GET, replayed as an admin POST.
    expect(
      verify(headers, {
        service: 'admin',
        method: 'POST',
        url: '/api/admin/reset-daily',
        body: Buffer.from('{}'),
      }),
    ).toBeNull();

    const guessHeaders = signRequest(guess, SECRET, NOW);
    expect(verify(guessHeaders, { ...guess, body: Buffer.from('{"guess":"zzzzz"}') })).toBeNull();
    expect(verify(guessHeaders, { ...guess, body: Buffer.from('{"guess":"crane"} ') })).toBeNull();
  });

  it('treats a missing body and an empty one alike, and a method in any case', () => {
    const headers = signRequest({ ...jottoGet, body: undefined }, SECRET, NOW);
    expect(verify(headers, { ...jottoGet, body: Buffer.alloc(0), method: 'get' })).not.toBeNull();
  });

  it('refuses changed identity, address or time, a wrong secret and a missing signature', () => {
    const headers = signRequest(guess, SECRET, NOW);
    expect(verify({ ...headers, [IDENTITY_HEADERS.userId]: 'victim' }, guess)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.roles]: 'admin' }, guess)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.playerId]: 'g2' }, guess)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.clientAddress]: '10.0.0.1' }, guess)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.issuedAt]: String(NOW + 1) }, guess)).toBeNull();
    expect(
      verifyRequest(headers, guess, 'another-secret-of-at-least-thirty-two-chars', NOW),
    ).toBeNull();
    const { [IDENTITY_HEADERS.signature]: _dropped, ...unsigned } = headers;
    expect(verify(unsigned, guess)).toBeNull();
  });

  it('is good from a little before it was made until a short while after', () => {
    const headers = signRequest(guess, SECRET, NOW);
    expect(verify(headers, guess, NOW - MAX_FUTURE_SKEW_MS)).not.toBeNull();
    expect(verify(headers, guess, NOW - MAX_FUTURE_SKEW_MS - 1)).toBeNull();
    expect(verify(headers, guess, NOW + MAX_AGE_MS)).not.toBeNull();
    expect(verify(headers, guess, NOW + MAX_AGE_MS + 1)).toBeNull();
    // Dated 30 s ahead, to be replayed later: refused now and until it would expire.
    const ahead = signRequest(guess, SECRET, NOW + 30_000);
    expect(verify(ahead, guess, NOW)).toBeNull();
    expect(verify({ ...headers, [IDENTITY_HEADERS.issuedAt]: 'soon' }, guess)).toBeNull();
  });

  it('strips signed headers a client sent', () => {
    const headers: Record<string, string> = {
      ...signRequest(guess, SECRET),
      accept: 'application/json',
    };
    stripIdentityHeaders(headers);
    expect(headers).toEqual({ accept: 'application/json' });
  });
});
