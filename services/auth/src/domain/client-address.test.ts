import { describe, expect, it } from 'vitest';
import { isLoopback } from './client-address';

describe('isLoopback', () => {
  it("knows the machine's own addresses, however written", () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopback(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none at all', () => {
    for (const address of ['203.0.113.7', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '', 'x']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});
