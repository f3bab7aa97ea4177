import { describe, expect, it } from 'vitest';
import { isAdminEmail, rolesFor } from './roles';

const admins = ['boss@example.com'];
const subject = (email: string | null, emailVerified = true, grantedRoles: string[] = []) => ({
  email,
  emailVerified,
  grantedRoles,
});

describe('roles', () => {
  it('makes listed, verified e-mails admins, whatever their case', () => {
    expect(rolesFor(subject('boss@example.com'), admins)).toEqual(['admin']);
    expect(isAdminEmail('Boss@Example.com', admins)).toBe(true);
  });

  it('does not make a listed e-mail admin before it is verified', () => {
    expect(rolesFor(subject('boss@example.com', false), admins)).toEqual([]);
  });

  it('keeps roles an operator granted, verified or not listed', () => {
    expect(rolesFor(subject('ops@example.com', true, ['admin']), admins)).toEqual(['admin']);
    expect(rolesFor(subject('boss@example.com', true, ['admin']), admins)).toEqual(['admin']);
  });

  it('gives everyone else no role', () => {
    expect(rolesFor(subject('player@example.com'), admins)).toEqual([]);
    expect(rolesFor(subject(null), admins)).toEqual([]);
    expect(rolesFor(subject('boss@example.com'), [])).toEqual([]);
  });
});
