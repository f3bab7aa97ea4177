/**
 * The record kept in local storage once a visitor answers the cookie banner
 * (docs/rules.md#splash-and-consent).
 */
export interface ConsentRecord {
  accepted: boolean;
  timestamp: string;
  preferences: { essential: true; analytics: boolean; advertising: boolean };
}

export const CONSENT_STORAGE_KEY = 'wordree_cookie_consent';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createConsentRecord(accepted: boolean, now: Date = new Date()): ConsentRecord {
  return {
    accepted,
    timestamp: now.toISOString(),
    preferences: { essential: true, analytics: accepted, advertising: accepted },
  };
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ConsentRecord>;
  const preferences = record.preferences;
  return (
    typeof record.accepted === 'boolean' &&
    typeof record.timestamp === 'string' &&
    typeof preferences === 'object' &&
    preferences !== null &&
    typeof preferences.analytics === 'boolean' &&
    typeof preferences.advertising === 'boolean'
  );
}

/** The stored answer, or null when undecided. A corrupt or unreadable entry counts as undecided. */
export function readConsent(storage: ConsentStorage = window.localStorage): ConsentRecord | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isConsentRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Records the answer. Storage can be unavailable (private modes, quotas); the answer then holds
 * for this visit only, which is still the visitor's choice.
 */
export function writeConsent(
  accepted: boolean,
  storage: ConsentStorage = window.localStorage,
  now: Date = new Date(),
): ConsentRecord {
  const record = createConsentRecord(accepted, now);
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // See above: keeping the in-memory answer is enough.
  }
  return record;
}

export function resetConsent(storage: ConsentStorage = window.localStorage): void {
  try {
    storage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored means nothing to clear.
  }
}

/** Ads may load only after a yes that includes advertising (docs/rules.md#splash-and-consent). */
export function allowsAdvertising(record: ConsentRecord | null): boolean {
  return record !== null && record.accepted && record.preferences.advertising;
}
