/**
 * Installs the service worker (web/sw/sw.ts) once the page has loaded, so its download of the
 * app's files never competes with the first screen. Only in a build: the dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
