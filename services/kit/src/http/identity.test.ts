import { describe, expect, it } from 'vitest';
import { IDENTITY_HEADERS, signIdentity, stripIdentityHeaders, verifyIdentity } from './identity';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('signed identity', () => {
  it('round-trips a signed-in identity', () => {
    const headers = signIdentity({ playerId: 'u1', userId: 'u1', roles: ['admin'] }, SECRET, 1_000);
    expect(verifyIdentity(headers, SECRET, 1_500)).toEqual({
      playerId: 'u1',
      userId: 'u1',
      roles: ['admin'],
    });
  });

  it('round-trips a guest identity', () => {
    const headers = signIdentity({ playerId: 'g1', roles: [] }, SECRET, 1_000);
    expect(verifyIdentity(headers, SECRET, 1_000)).toEqual({ playerId: 'g1', roles: [] });
  });

  it('refuses a forged user id, a wrong secret, a missing signature and a stale one', () => {
    const headers = signIdentity({ playerId: 'g1', roles: [] }, SECRET, 1_000);
    expect(
      verifyIdentity({ ...headers, [IDENTITY_HEADERS.userId]: 'victim' }, SECRET, 1_000),
    ).toBeNull();
    expect(
      verifyIdentity({ ...headers, [IDENTITY_HEADERS.roles]: 'admin' }, SECRET, 1_000),
    ).toBeNull();
    expect(
      verifyIdentity(headers, 'another-secret-of-at-least-thirty-two-chars', 1_000),
    ).toBeNull();
    const { [IDENTITY_HEADERS.signature]: _dropped, ...unsigned } = headers;
    expect(verifyIdentity(unsigned, SECRET, 1_000)).toBeNull();
    expect(verifyIdentity(headers, SECRET, 1_000 + 61_000)).toBeNull();
  });

  it('strips identity headers a client sent', () => {
    const headers: Record<string, string> = {
      ...signIdentity({ playerId: 'p', userId: 'u', roles: [] }, SECRET),
      accept: 'application/json',
    };
    stripIdentityHeaders(headers);
    expect(headers).toEqual({ accept: 'application/json' });
  });
});
