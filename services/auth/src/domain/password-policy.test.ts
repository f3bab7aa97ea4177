import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { passwordProblem, SAME_AS_EMAIL, SAME_AS_NAME, TOO_COMMON } from './password-policy';

const email = 'ada.lovelace@example.com';

describe('the common-password list', () => {
  it.each(['password', 'Password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'Password1'])(
    'knows %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse battery', 'tangerine-kettle-9', 'Xq7!mP2#vL'])(
    'does not know %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});

describe('passwordProblem', () => {
  it('refuses common passwords, whatever their case', () => {
    expect(passwordProblem('password', { email })).toBe(TOO_COMMON);
    expect(passwordProblem('PassWord', { email })).toBe(TOO_COMMON);
    expect(passwordProblem('sunshine', { email })).toBe(TOO_COMMON);
  });

  it('refuses the e-mail address and its local part', () => {
    expect(passwordProblem('ada.lovelace@example.com', { email })).toBe(SAME_AS_EMAIL);
    expect(passwordProblem('Ada.Lovelace@Example.com', { email })).toBe(SAME_AS_EMAIL);
    expect(passwordProblem('ada.lovelace', { email })).toBe(SAME_AS_EMAIL);
    expect(passwordProblem('ADA.LOVELACE', { email })).toBe(SAME_AS_EMAIL);
  });

  it('refuses a name or the full name', () => {
    const names = ['Augusta', 'Lovelace-Byron'];
    expect(passwordProblem('augusta1', { email, names: ['augusta1', null] })).toBe(SAME_AS_NAME);
    expect(passwordProblem('Lovelace-Byron', { email, names })).toBe(SAME_AS_NAME);
    expect(passwordProblem('Augusta Lovelace-Byron', { email, names })).toBe(SAME_AS_NAME);
  });

  it('accepts a password that merely contains them', () => {
    expect(passwordProblem('ada.lovelace and her engine', { email })).toBeNull();
    expect(
      passwordProblem('correct horse battery', { email, names: ['Ada', undefined] }),
    ).toBeNull();
  });

  it('ignores empty names', () => {
    expect(passwordProblem('correct horse battery', { email, names: ['', '  '] })).toBeNull();
  });
});
