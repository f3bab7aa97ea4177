import { describe, expect, it } from 'vitest';
import { isAdminEmail, rolesFor } from './roles';

const admins = ['boss@example.com'];

describe('roles', () => {
  it('makes listed e-mails admins, whatever their case', () => {
    expect(rolesFor('boss@example.com', admins)).toEqual(['admin']);
    expect(isAdminEmail('Boss@Example.com', admins)).toBe(true);
  });

  it('gives everyone else no role', () => {
    expect(rolesFor('player@example.com', admins)).toEqual([]);
    expect(rolesFor(null, admins)).toEqual([]);
    expect(rolesFor('boss@example.com', [])).toEqual([]);
  });
});
