import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS, isAllowedPushEndpoint } from './push-services';

describe('isAllowedPushEndpoint', () => {
  it("accepts the big browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx3',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS), endpoint).toBe(true);
    }
  });

  it('refuses anything else: other hosts, look-alikes, another scheme, not a URL', () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS), endpoint).toBe(false);
    }
  });

  it('takes an origin a deployment adds (a test stand-in on loopback), on any port', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/1', ['http://127.0.0.1'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.2:4567/push/1', ['http://127.0.0.1'])).toBe(false);
  });
});
