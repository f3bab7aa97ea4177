import { describe, expect, it } from 'vitest';
import type { ReminderSettings } from '@hub/proto';
import { ApiError } from '../../../api/client';
import { base64UrlBytes, sameKey } from './push';
import {
  atTime,
  devicesInWords,
  needsHomeScreen,
  PUSH_MESSAGES,
  PushSetupError,
  reminderErrorMessage,
  reminderView,
  timeInWords,
  type BrowserPush,
} from './state';

const HERE = 'https://push.example/here';
const PHONE = 'https://push.example/phone';
const TABLET = 'https://push.example/tablet';
const schedule = { localTime: '19:00', timeZone: 'Europe/Paris' };
const settings = (endpoints: string[]): ReminderSettings => ({
  publicKey: 'key',
  schedule: endpoints.length ? schedule : null,
  endpoints,
});
const browser: BrowserPush = { supported: true, permission: 'granted', endpoint: HERE };

describe('reminderView', () => {
  it('is on for this device when the server sends to this browser’s subscription', () => {
    expect(reminderView(settings([HERE]), browser, false)).toEqual({
      obstacle: null,
      onHere: true,
      otherDevices: 0,
    });
  });

  it('counts the player’s other devices, whether on here or not', () => {
    expect(reminderView(settings([PHONE, HERE, TABLET]), browser, false)).toMatchObject({
      onHere: true,
      otherDevices: 2,
    });
    expect(reminderView(settings([PHONE, TABLET]), browser, false)).toMatchObject({
      onHere: false,
      otherDevices: 2,
    });
  });

  it('is off when this browser has no subscription, or one the server does not know', () => {
    expect(reminderView(settings([PHONE]), { ...browser, endpoint: null }, false)).toMatchObject({
      onHere: false,
      otherDevices: 1,
    });
    expect(reminderView(settings([]), browser, false)).toEqual({
      obstacle: null,
      onHere: false,
      otherDevices: 0,
    });
  });

  it('is off while the player has no schedule, whatever the endpoints say', () => {
    const noSchedule = { ...settings([HERE, PHONE]), schedule: null };
    expect(reminderView(noSchedule, browser, false)).toEqual({
      obstacle: null,
      onHere: false,
      otherDevices: 0,
    });
  });

  it('says why a browser cannot: no push, no push outside the Home Screen, blocked', () => {
    const unsupported = { ...browser, supported: false, endpoint: null };
    expect(reminderView(settings([PHONE]), unsupported, false)).toEqual({
      obstacle: 'unsupported',
      onHere: false,
      otherDevices: 1,
    });
    expect(reminderView(settings([]), unsupported, true).obstacle).toBe('home-screen');
    const blocked = { ...browser, permission: 'denied' as const };
    expect(reminderView(settings([HERE]), blocked, false)).toMatchObject({
      obstacle: 'blocked',
      onHere: false,
    });
  });

  it('offers the switch before the player was ever asked', () => {
    expect(reminderView(settings([]), { ...browser, permission: 'default' }, false).obstacle).toBe(
      null,
    );
  });
});

describe('needsHomeScreen', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

  it('is said on an iPhone, or an iPad asking as a Mac, in a browser tab', () => {
    expect(needsHomeScreen({ userAgent: IPHONE, maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(needsHomeScreen({ userAgent: MAC, maxTouchPoints: 5, standalone: false })).toBe(true);
  });

  it('is not said once opened from the Home Screen, nor on a Mac or Android', () => {
    expect(needsHomeScreen({ userAgent: IPHONE, maxTouchPoints: 5, standalone: true })).toBe(false);
    expect(needsHomeScreen({ userAgent: MAC, maxTouchPoints: 0, standalone: false })).toBe(false);
    expect(needsHomeScreen({ userAgent: ANDROID, maxTouchPoints: 5, standalone: false })).toBe(
      false,
    );
  });
});

describe('the card’s words', () => {
  it('names the time and the zone as a player reads them, in the browser’s language', () => {
    expect(atTime('19:00', 'Europe/Paris', 'en-GB')).toBe('at 19:00, Europe/Paris time');
    // Some ICU versions put a narrow no-break space before AM.
    expect(atTime('07:30', 'America/New_York', 'en-US').replace(/\s/g, ' ')).toBe(
      'at 07:30 AM, America/New York time',
    );
    expect(timeInWords('00:05', 'de')).toBe('00:05');
  });

  it('counts devices', () => {
    expect(devicesInWords(1)).toBe('1 other device');
    expect(devicesInWords(2)).toBe('2 other devices');
  });
});

describe('reminderErrorMessage', () => {
  it('says what the browser refused', () => {
    expect(reminderErrorMessage(new DOMException('no', 'NotAllowedError'))).toBe(
      PUSH_MESSAGES.notAllowed,
    );
    expect(reminderErrorMessage(new DOMException('push service', 'AbortError'))).toBe(
      PUSH_MESSAGES.pushService,
    );
    expect(reminderErrorMessage(new PushSetupError(PUSH_MESSAGES.notReady))).toBe(
      PUSH_MESSAGES.notReady,
    );
  });

  it('shows the server’s own message', () => {
    const refused = new ApiError(400, '400: …', 'Unknown time zone');
    expect(reminderErrorMessage(refused)).toBe('Unknown time zone');
  });
});

describe('the site’s key', () => {
  // 65 bytes, as a VAPID public key is: 0x04 then 64 more.
  const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index * 3));
  const base64url = Buffer.from(bytes).toString('base64url');

  it('is read from base64url without padding', () => {
    expect(base64url).not.toContain('=');
    expect(base64UrlBytes(base64url)).toEqual(bytes);
  });

  it('tells a subscription made with it from one made with another', () => {
    expect(sameKey(bytes.slice().buffer, bytes)).toBe(true);
    const other = bytes.slice();
    other[10] = 0;
    expect(sameKey(other.buffer, bytes)).toBe(false);
    expect(sameKey(bytes.slice(1).buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});
