import { useCallback } from 'react';

/**
 * A scrolling box with nothing focusable inside cannot be scrolled from a keyboard (WCAG 2.1.1;
 * axe's scrollable-region-focusable). While its content overflows, the box takes focus itself,
 * so Tab reaches it and the arrow keys scroll it; when everything fits it is no tab stop.
 * A callback ref: dialogs mount their boxes only when they open.
 */
export function useKeyboardScrollable<T extends HTMLElement>(): (box: T | null) => () => void {
  return useCallback((box: T | null) => {
    if (!box) return () => {};
    const update = () => {
      if (box.scrollHeight > box.clientHeight + 1) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    // The box's own size changes with the screen; its content's with what loads into it.
    const resizes = new ResizeObserver(update);
    const observeContent = () => {
      resizes.disconnect();
      resizes.observe(box);
      for (const child of Array.from(box.children)) resizes.observe(child);
      update();
    };
    const mutations = new MutationObserver(observeContent);
    mutations.observe(box, { childList: true });
    observeContent();
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, []);
}
