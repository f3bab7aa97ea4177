import type { User } from '@hub/proto';
import type { UserRecord } from '../db/users.repository';
import { isAdminEmail } from './roles';

/** What the web app gets: never the password hash. */
export function toUserView(user: UserRecord, adminEmails: readonly string[]): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    isAdmin: isAdminEmail(user.email, adminEmails),
  };
}
