import { useSyncExternalStore } from 'react';
import type { ToastItem, ToastOptions } from './toasts';
import { addToast, closeToast, removeToast } from './toasts';

/** How long a dismissed toast stays (closed) in the store (docs/rules.md#toasts-and-dialogs). */
const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  update(closeToast(toasts, id));
  window.setTimeout(() => update(removeToast(toasts, id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast from anywhere (event handlers, mutations); returns a way to dismiss it early. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  update(addToast(toasts, { ...options, id, open: true }));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}

/** The toasts the Toaster renders. */
export function useToastList(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
