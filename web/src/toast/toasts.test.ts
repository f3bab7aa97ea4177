import { describe, expect, it } from 'vitest';
import type { ToastItem } from './toasts';
import { addToast, closeToast, removeToast } from './toasts';

const item = (id: number): ToastItem => ({ id, title: `Toast ${id}`, open: true });

describe('toast list', () => {
  it('keeps only the newest toast', () => {
    const list = addToast(addToast([], item(1)), item(2));
    expect(list.map((toast) => toast.id)).toEqual([2]);
  });

  it('closes a toast without dropping it, then removes it', () => {
    const closed = closeToast([item(1)], 1);
    expect(closed).toEqual([{ ...item(1), open: false }]);
    expect(removeToast(closed, 1)).toEqual([]);
  });

  it('leaves other toasts alone', () => {
    expect(closeToast([item(1)], 9)).toEqual([item(1)]);
  });
});
