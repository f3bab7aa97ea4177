import { describe, expect, it } from 'vitest';
import { argon2id, hash } from 'argon2';
import { checkPassword, hashPassword, needsRehash } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and the chosen parameters', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await checkPassword('correct horse battery staple', hash)).toBe(true);
    expect(await checkPassword('Correct horse battery staple', hash)).toBe(false);
  });

  it('rejects any password when there is no hash', async () => {
    expect(await checkPassword('anything at all', null)).toBe(false);
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await checkPassword('anything at all', 'not-a-hash')).toBe(false);
  });

  it('asks to rehash a hash made with weaker parameters', async () => {
    const weak = await hash('password', { type: argon2id, memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
  });
});
