import { describe, expect, it } from 'vitest';
import { displayName } from './displayName';

const none = { firstName: null, lastName: null, username: null };

describe('displayName', () => {
  it('uses the first name, adding the last name when present', () => {
    expect(displayName({ ...none, firstName: 'Ana', username: 'ana99' })).toBe('Ana');
    expect(displayName({ ...none, firstName: 'Ana', lastName: 'Silva' })).toBe('Ana Silva');
  });

  it('falls back to the username, then to Player', () => {
    expect(displayName({ ...none, username: 'ana99' })).toBe('ana99');
    expect(displayName({ ...none, username: 'ana99', lastName: 'Silva' })).toBe('ana99 Silva');
    expect(displayName(none)).toBe('Player');
    expect(displayName({ ...none, lastName: 'Silva' })).toBe('Player Silva');
  });

  it('treats blank names as missing', () => {
    expect(displayName({ firstName: '  ', lastName: '', username: null })).toBe('Player');
  });
});
