import { describe, expect, it } from 'vitest';
import { SignInBody, SignUpBody } from '@hub/proto';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it('maps the proto sign-up rules onto their fields', () => {
    const result = SignUpBody.safeParse({ email: 'not-an-email', password: 'short' });
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      email: 'Please enter a valid e-mail address',
      password: 'Password must be at least 8 characters',
    });
  });

  it('asks for a missing password on sign-in', () => {
    const result = SignInBody.safeParse({ email: 'ana@example.com', password: '' });
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      password: 'Please enter your password',
    });
  });

  it('keeps only the first message per field', () => {
    expect(
      fieldErrors([
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ email: 'first', form: 'whole form' });
  });
});
