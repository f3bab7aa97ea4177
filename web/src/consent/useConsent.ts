import { useSyncExternalStore } from 'react';
import type { ConsentRecord } from './consent';
import { readConsent, resetConsent, writeConsent } from './consent';

// One shared answer, so the banner, the ad slots and the privacy page change together.
let current: ConsentRecord | null = readConsent();
const listeners = new Set<() => void>();

function publish(record: ConsentRecord | null) {
  current = record;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

export const consentActions = {
  accept: () => publish(writeConsent(true)),
  decline: () => publish(writeConsent(false)),
  reset: () => {
    resetConsent();
    publish(null);
  },
};

/** The visitor's cookie answer: null while undecided. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribe, getSnapshot);
}
