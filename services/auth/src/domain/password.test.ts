import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, needsRehash, parseHashSetting } from './password';

/**
 * Made with the `argon2` package (0.45.1), which hashed passwords before @node-rs/argon2: accounts
 * that signed up then must still sign in. It wrote the parameters in `m,p,t` order.
 */
const STORED_BY_ARGON2 = {
  // hash('correct horse battery staple', { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 })
  current:
    '$argon2id$v=19$m=19456,p=1,t=2$7eB/e24AVzlOigevIGCRhA$6vdSenCOzgn57z008Png4ep7K7ZUg9s8D54kF2fPUDg',
  // hash('password', { type: argon2id, memoryCost: 4096, timeCost: 1 }): its default 4 lanes
  weak: '$argon2id$v=19$m=4096,p=4,t=1$3rUWbLviL7rkZkozqCfSHQ$O0EhihS3Ec9EKIbk6+A35VNhzMJ5vwCNogNNlDZ04d0',
  // hash('password', { type: argon2i, memoryCost: 19456, timeCost: 2, parallelism: 1 })
  argon2i:
    '$argon2i$v=19$m=19456,p=1,t=2$gNQTnbG2FFLlfITznPmcHg$WE78EwHMmgJJB3b30gk7OkdSb56yZmWxD7GDHuwcSNU',
};

describe('password hashing', () => {
  it('hashes with argon2id and the chosen parameters', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
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
    expect(await checkPassword('anything at all', '$argon2id$v=19$m=19456,t=2,p=1$$')).toBe(false);
  });
});

describe('hashes stored by the argon2 package', () => {
  it('verify with the current setting, and need no rehash', async () => {
    const stored = STORED_BY_ARGON2.current;
    expect(await checkPassword('correct horse battery staple', stored)).toBe(true);
    expect(await checkPassword('Correct horse battery staple', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verify with weaker parameters, and need a rehash', async () => {
    expect(await checkPassword('password', STORED_BY_ARGON2.weak)).toBe(true);
    expect(await checkPassword('Password', STORED_BY_ARGON2.weak)).toBe(false);
    expect(needsRehash(STORED_BY_ARGON2.weak)).toBe(true);
  });

  it('verify as argon2i, and need a rehash to argon2id', async () => {
    expect(await checkPassword('password', STORED_BY_ARGON2.argon2i)).toBe(true);
    expect(await checkPassword('Password', STORED_BY_ARGON2.argon2i)).toBe(false);
    expect(needsRehash(STORED_BY_ARGON2.argon2i)).toBe(true);
  });
});

describe('parseHashSetting', () => {
  const current = {
    algorithm: 'argon2id',
    version: 19,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  };

  it('reads the parameters in either order', () => {
    expect(parseHashSetting('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toEqual(current);
    expect(parseHashSetting('$argon2id$v=19$m=19456,p=1,t=2$c2FsdA$aGFzaA')).toEqual(current);
  });

  it('takes a missing version for argon2 1.0 (16)', () => {
    expect(parseHashSetting('$argon2id$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toEqual({
      ...current,
      version: 16,
    });
  });

  it.each([
    ['not-a-hash'],
    [''],
    ['$argon2id$v=19$m=19456,t=2$c2FsdA$aGFzaA'],
    ['$argon2id$v=19$m=19456,t=2,p=x$c2FsdA$aGFzaA'],
    ['$argon2id$v=19$m=19456,t=2,p=1$$'],
    ['$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
  ])('refuses %j', (stored) => {
    expect(parseHashSetting(stored)).toBeUndefined();
  });
});

describe('needsRehash', () => {
  const made = (params: string, algorithm = 'argon2id', version = '$v=19') =>
    `$${algorithm}${version}$${params}$c2FsdA$aGFzaA`;

  it('is false only for the current setting', () => {
    expect(needsRehash(made('m=19456,t=2,p=1'))).toBe(false);
    expect(needsRehash(made('p=1,t=2,m=19456'))).toBe(false);
  });

  it.each([
    ['less memory', made('m=4096,t=2,p=1')],
    ['fewer passes', made('m=19456,t=1,p=1')],
    ['more lanes', made('m=19456,t=2,p=4')],
    ['more memory', made('m=65536,t=2,p=1')],
    ['argon2i', made('m=19456,t=2,p=1', 'argon2i')],
    ['argon2d', made('m=19456,t=2,p=1', 'argon2d')],
    ['argon2 1.0', made('m=19456,t=2,p=1', 'argon2id', '')],
    ['not a PHC string', 'not-a-hash'],
  ])('is true for %s', (_, stored) => {
    expect(needsRehash(stored)).toBe(true);
  });
});
