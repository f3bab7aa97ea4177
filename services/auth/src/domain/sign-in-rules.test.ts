import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';
import { accountBackOffSeconds, SIGN_IN_RULES, waitPhrase } from './sign-in-rules';

describe('the per-account back-off', () => {
  const free = SIGN_IN_RULES.account.freeFailures;

  it('costs nothing until the free failures are used up', () => {
    for (let failures = 0; failures < free; failures++) {
      expect(accountBackOffSeconds(failures)).toBe(0);
    }
  });

  it('then doubles from one second', () => {
    expect([free, free + 1, free + 2, free + 3].map(accountBackOffSeconds)).toEqual([1, 2, 4, 8]);
  });

  it('stops at the cap, however many failures', () => {
    expect(accountBackOffSeconds(free + 30)).toBe(SIGN_IN_RULES.account.capSeconds);
    expect(accountBackOffSeconds(Number.MAX_SAFE_INTEGER)).toBe(SIGN_IN_RULES.account.capSeconds);
  });

  it('lets one address fail on an account fewer times than the account lets pass', () => {
    expect(SIGN_IN_RULES.pair.failures).toBeLessThan(free);
  });
});

describe('waitPhrase', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [14.1, '15 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('says %s s as %s', (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses as they are, also when written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.2')).toBe('127.0.0.2');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0001::1')).toBe(key);
    expect(addressKey('2001:db8:0:1::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('never answers an empty key', () => {
    expect(addressKey('')).toBe('unknown');
  });
});
