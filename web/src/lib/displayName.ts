import type { User } from '@hub/proto';

type NameFields = Pick<User, 'firstName' | 'lastName' | 'username'>;

const present = (value: string | null) => (value?.trim() ? value.trim() : null);

/** First name, else username, else 'Player'; then any last name (docs/rules.md#hub-and-profile). */
export function displayName({ firstName, lastName, username }: NameFields): string {
  const first = present(firstName) ?? present(username) ?? 'Player';
  const last = present(lastName);
  return last ? `${first} ${last}` : first;
}
