import { describe, expect, it } from 'vitest';
import type { Profile } from 'passport';
import { fromGitHubProfile, fromGoogleProfile, splitName } from './social-profile';

describe('splitName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('Ada King Lovelace')).toEqual({ first: 'Ada', last: 'King Lovelace' });
    expect(splitName('  Plato ')).toEqual({ first: 'Plato', last: null });
    expect(splitName(null)).toEqual({ first: null, last: null });
  });
});

describe('fromGoogleProfile', () => {
  const google = (verified: boolean | string): Profile => ({
    provider: 'google',
    id: 'g-1',
    displayName: 'Ada Lovelace',
    name: { givenName: 'Ada', familyName: 'Lovelace' },
    emails: [{ value: 'Ada@Example.com', verified } as { value: string }],
    photos: [{ value: 'https://example.com/ada.png' }],
  });

  it('maps names, picture and a verified e-mail (lower-cased)', () => {
    expect(fromGoogleProfile(google(true))).toEqual({
      provider: 'google',
      providerUserId: 'g-1',
      verifiedEmail: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: null,
      profileImageUrl: 'https://example.com/ada.png',
    });
    expect(fromGoogleProfile(google('true')).verifiedEmail).toBe('ada@example.com');
  });

  it('drops an unverified e-mail', () => {
    expect(fromGoogleProfile(google(false)).verifiedEmail).toBeNull();
  });

  it('drops a name field that carries a slur, so the public name falls back', () => {
    const profile = { ...google(true), name: { givenName: 'F4gg0t', familyName: 'Lovelace' } };
    expect(fromGoogleProfile(profile)).toMatchObject({ firstName: null, lastName: 'Lovelace' });
  });

  it('judges the first and last name together, as sign-up does: a real name stays whole', () => {
    const kike = { ...google(true), name: { givenName: 'Kike', familyName: 'García' } };
    expect(fromGoogleProfile(kike)).toMatchObject({ firstName: 'Kike', lastName: 'García' });
    // Alone, the word that is also a slur is not kept as a name.
    const alone = { ...google(true), name: { givenName: 'Kike', familyName: '' } };
    expect(fromGoogleProfile(alone)).toMatchObject({ firstName: null, lastName: null });
    expect(splitName('Dick Van Dyke')).toEqual({ first: 'Dick', last: 'Van Dyke' });
  });
});

describe('fromGitHubProfile', () => {
  const github = (emails: object[]): Profile => ({
    provider: 'github',
    id: '42',
    displayName: 'Grace Brewster Hopper',
    username: 'ghopper',
    emails: emails as Profile['emails'],
    photos: [{ value: 'https://example.com/grace.png' }],
  });

  it('maps login, split name, avatar and the primary verified e-mail', () => {
    const profile = fromGitHubProfile(
      github([
        { value: 'other@example.com', primary: false, verified: true },
        { value: 'Grace@Example.com', primary: true, verified: true },
      ]),
    );
    expect(profile).toEqual({
      provider: 'github',
      providerUserId: '42',
      verifiedEmail: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      username: 'ghopper',
      profileImageUrl: 'https://example.com/grace.png',
    });
  });

  it('ignores a primary e-mail that is not verified, and other verified ones', () => {
    const profile = fromGitHubProfile(
      github([
        { value: 'grace@example.com', primary: true, verified: false },
        { value: 'other@example.com', primary: false, verified: true },
      ]),
    );
    expect(profile.verifiedEmail).toBeNull();
  });
});
