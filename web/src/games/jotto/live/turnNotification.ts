/** Whether this browser can show notifications at all (phones' Chrome needs a service worker). */
export const notificationsSupported = () => typeof Notification !== 'undefined';

/**
 * Tells a player whose tab is in the background that it is their turn in a match (`null`: in some
 * match, as counted on reconnecting), if they allowed notifications (only ever asked from the
 * Notify me button). One per match: a newer one replaces it. A click brings the tab forward there.
 */
export function notifyYourTurn(matchId: string | null, openPage: (path: string) => void): void {
  if (document.visibilityState !== 'hidden' || !notificationsSupported()) return;
  if (Notification.permission !== 'granted') return;
  const path = matchId ? `/game/jotto/vs/${matchId}` : '/game/jotto/vs';
  try {
    const notification = new Notification('Your turn in Jotto VS', {
      body: 'Your opponent is waiting for your guess.',
      tag: matchId ? `jotto-vs-${matchId}` : 'jotto-vs',
    });
    notification.onclick = () => {
      window.focus();
      openPage(path);
      notification.close();
    };
  } catch {
    // A browser that only shows notifications from a service worker throws here: the tab title
    // and the badges still say whose turn it is.
  }
}
