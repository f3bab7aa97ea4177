import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  allowsAdvertising,
  createConsentRecord,
  readConsent,
  resetConsent,
  writeConsent,
} from './consent';
import { memoryStorage } from '../testing/memoryStorage';

const now = new Date('2025-10-19T12:34:56.000Z');

describe('createConsentRecord', () => {
  it('mirrors the answer into analytics and advertising; essential is always on', () => {
    expect(createConsentRecord(true, now)).toEqual({
      accepted: true,
      timestamp: '2025-10-19T12:34:56.000Z',
      preferences: { essential: true, analytics: true, advertising: true },
    });
    expect(createConsentRecord(false, now).preferences).toEqual({
      essential: true,
      analytics: false,
      advertising: false,
    });
  });
});

describe('readConsent / writeConsent / resetConsent', () => {
  it('is undecided until an answer is written under wordree_cookie_consent', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();

    const record = writeConsent(false, storage, now);
    expect(JSON.parse(storage.items.get('wordree_cookie_consent')!)).toEqual(record);
    expect(readConsent(storage)).toEqual(record);
  });

  it('forgets the answer on reset', () => {
    const storage = memoryStorage();
    writeConsent(true, storage, now);
    resetConsent(storage);
    expect(readConsent(storage)).toBeNull();
  });

  it('treats corrupt or foreign entries as undecided', () => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: '{"accepted":"yes"}' }))).toBeNull();
  });

  it('still returns the answer when storage refuses to save it', () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeConsent(true, failing, now).accepted).toBe(true);
  });
});

describe('allowsAdvertising', () => {
  it('allows ads only after an accepted answer with advertising on', () => {
    expect(allowsAdvertising(null)).toBe(false);
    expect(allowsAdvertising(createConsentRecord(false, now))).toBe(false);
    expect(allowsAdvertising(createConsentRecord(true, now))).toBe(true);
    const noAds = createConsentRecord(true, now);
    noAds.preferences.advertising = false;
    expect(allowsAdvertising(noAds)).toBe(false);
  });
});
