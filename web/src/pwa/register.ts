/**
 * How long after the page has loaded the service worker is installed. Its install downloads the
 * whole app (about 1 MB, web/sw/sw.ts); begun at the load event, it shared a phone's link and
 * cores with a game's own first requests and cost Bloom's page some 500 ms of blocking time in
 * Lighthouse (`npm run bench:web`). Nothing waits for it: the app works without it.
 */
const SETTLE_MS = 3_000;

/**
 * Installs the service worker once the page has loaded and settled, so its download of the
 * app's files never competes with the first screen. Only in a build: the dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5_000 })
      : register();
  const settle = () => window.setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
