import { useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date through a callback ref: charts draw at their real
 * size, so their text stays the page's size from a 320 px phone to a desktop, with no sideways
 * scroll. Until it is measured, `fallback`.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
