import { describe, expect, it } from 'vitest';
import { MAIL_THROTTLE, mailWaitSeconds } from './mail-throttle';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('mailWaitSeconds', () => {
  it('lets the first mail go at once', () => {
    expect(mailWaitSeconds([], now)).toBe(0);
  });

  it('asks for a minute between two mails', () => {
    expect(mailWaitSeconds([ago(10_000)], now)).toBe(50);
    expect(mailWaitSeconds([ago(61_000)], now)).toBe(0);
  });

  it('allows only a handful a day', () => {
    const hourly = Array.from({ length: MAIL_THROTTLE.perDay }, (_, i) => ago((i + 1) * 3_600_000));
    // The oldest of the five was sent 5 h ago: it leaves the window in 19 h.
    expect(mailWaitSeconds(hourly, now)).toBe(19 * 3600);
    expect(mailWaitSeconds(hourly.slice(0, -1), now)).toBe(0);
  });
});
