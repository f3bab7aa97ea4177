import type { User } from '@hub/proto';

type NameFields = Pick<User, 'firstName' | 'lastName' | 'username'>;

const present = (value: string | null) => (value?.trim() ? value.trim() : null);

/** SPEC §2 Profile: first name, else username, else 'Player'; then the last name if there is one. */
export function displayName({ firstName, lastName, username }: NameFields): string {
  const first = present(firstName) ?? present(username) ?? 'Player';
  const last = present(lastName);
  return last ? `${first} ${last}` : first;
}
