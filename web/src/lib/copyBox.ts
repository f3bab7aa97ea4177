import { useSyncExternalStore } from 'react';

/** Text the player is to copy by hand: shown in a box when neither sharing nor the clipboard worked. */
export interface CopyBox {
  title: string;
  text: string;
}

let current: CopyBox | null = null;
const listeners = new Set<() => void>();

function update(next: CopyBox | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const showCopyBox = (box: CopyBox) => update(box);
export const closeCopyBox = () => update(null);
export const currentCopyBox = () => current;

/** The box to show, if any (the Shell renders it, loading the dialog only then). */
export function useCopyBox(): CopyBox | null {
  return useSyncExternalStore(subscribe, currentCopyBox);
}
