import type { User } from '@hub/proto';
import type { UserRecord } from '../db/users.repository';
import { ADMIN_ROLE } from './roles';

/** What the web app gets: never the password hash. */
export function toUserView(user: UserRecord, roles: readonly string[]): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerified,
    isAdmin: roles.includes(ADMIN_ROLE),
  };
}
