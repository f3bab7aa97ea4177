import { PASSWORD_MIN_LENGTH } from '@hub/proto';

/** The account forms' inputs, named as the proto bodies name them. */
export const EMAIL_FIELD = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  required: true,
} as const;

export const CURRENT_PASSWORD_FIELD = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete: 'current-password',
  required: true,
} as const;

/** A password being chosen: password managers offer to generate and save it. */
export const newPasswordField = (label: string) =>
  ({
    name: 'password',
    label,
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    required: true,
  }) as const;

export const SIGN_IN_FIELDS = [EMAIL_FIELD, CURRENT_PASSWORD_FIELD];

export const SIGN_UP_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  EMAIL_FIELD,
  newPasswordField('Password'),
];
