/**
 * The first screen of a page load, and what waits until it has painted (issue 15). On a phone
 * every request competes for the same slow link and every script for the same main thread: what
 * the first screen does not show (the site's settings for the footer, the theme switcher below
 * the fold, zod and a game's schemas) is asked for once that screen is on the glass, not while it
 * is still downloading. A game's first answer is still requested at once (preload.ts); only its
 * parsing waits.
 */

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (markPainted = resolve));
let shown = false;
// Outside a page (a unit test's Node), there is no screen to wait for.
if (typeof document === 'undefined') markPainted();

/** Resolves once the page a load opened on has rendered and the browser has painted it. */
export const firstScreenPainted = (): Promise<void> => painted;

/**
 * The first screen has rendered (its effects run): once the browser has painted it, whatever
 * waits for it goes ahead. Later calls change nothing.
 */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  const rendered = performance.now();
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    // The browser's report of the largest paint that followed this render: the frame is on the
    // glass, not only produced (a request sent at the next frame still finished before it).
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= rendered)) return;
      observer.disconnect();
      markPainted();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(markPainted, 0));
  }
  // A screen with nothing larger than the one before it is reported by no such entry, and a
  // hidden tab paints nothing: nothing waits longer than this.
  setTimeout(markPainted, AT_MOST_MS);
}

/** How long after its render the first screen counts as painted, whatever the browser says. */
const AT_MOST_MS = 1_000;

/**
 * The last resort, if the first screen never says it rendered (its page failed to load): the app
 * calls this as it mounts.
 */
export function firstScreenAtLatest(ms: number): void {
  setTimeout(firstScreenShown, ms);
}
