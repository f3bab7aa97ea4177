export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Radix reads this to screen-reader users, who may not reach the button in time. */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/** At most one toast on screen; a new one replaces the last (docs/rules.md#toasts-and-dialogs). */
export const TOAST_LIMIT = 1;

export function addToast(toasts: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [toast, ...toasts].slice(0, TOAST_LIMIT);
}

/** Closing keeps the toast in the list so Radix can play its exit animation. */
export function closeToast(toasts: readonly ToastItem[], id: number): ToastItem[] {
  return toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
}

export function removeToast(toasts: readonly ToastItem[], id: number): ToastItem[] {
  return toasts.filter((toast) => toast.id !== id);
}
