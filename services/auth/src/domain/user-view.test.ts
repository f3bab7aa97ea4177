import { describe, expect, it } from 'vitest';
import { User } from '@hub/proto';
import { toUserView } from './user-view';

const record = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  passwordHash: '$argon2id$secret',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: null,
  profileImageUrl: null,
};

describe('toUserView', () => {
  it('answers the proto User shape without the password hash', () => {
    const view = toUserView(record, []);
    expect(User.strict().parse(view)).toEqual(view);
    expect(JSON.stringify(view)).not.toContain('argon2');
    expect(view.emailVerified).toBe(true);
  });

  it('flags admins from their roles', () => {
    expect(toUserView(record, ['admin']).isAdmin).toBe(true);
    expect(toUserView(record, []).isAdmin).toBe(false);
  });
});
