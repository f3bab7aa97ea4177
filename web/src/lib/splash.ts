/** sessionStorage key: this browser session has already had its first page load. */
export const SESSION_STARTED_KEY = 'hub_session_started';

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PageLoad {
  path: string;
  reload: boolean;
}

/** The full page load under way: its path, and whether the visitor reloaded. */
export function currentPageLoad(): PageLoad {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return { path: window.location.pathname, reload: navigation?.type === 'reload' };
}

/**
 * The start screen (docs/rules.md#splash-and-consent), shown once per browser session: on the
 * session's first page load, when that is / and not a reload. A deep link (a shared puzzle, a
 * mailed link) opens on its content at once, and so does every later load. Records the session's
 * start either way; storage that cannot be used counts as a started session, as the splash would
 * otherwise greet every load.
 */
export function claimSplash(load: PageLoad, storage?: SessionStorage): boolean {
  try {
    // Inside the try: with storage blocked, merely reading window.sessionStorage throws.
    const session = storage ?? window.sessionStorage;
    const firstLoad = session.getItem(SESSION_STARTED_KEY) === null;
    session.setItem(SESSION_STARTED_KEY, 'true');
    return firstLoad && load.path === '/' && !load.reload;
  } catch {
    return false;
  }
}
