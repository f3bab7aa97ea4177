/**
 * Which push services the site sends reminders through. A subscription's endpoint comes from a
 * browser, so from anyone: without a list, the sweep would POST wherever a client asked it to,
 * inside the deployment's network too. The big browsers' services are the default.
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  // Chrome, Edge, Opera, Samsung Internet, and Chromium-based apps on Android.
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  // Safari on macOS, iPhone and iPad.
  'https://*.push.apple.com',
  // Edge on Windows, when it uses the Windows Push Notification Services.
  'https://*.notify.windows.com',
] as const;

/**
 * Whether an endpoint belongs to one of `origins`: the same scheme, and the same host or (for
 * `*.host`) a host below it. Ports do not count: push services listen where their scheme does.
 */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((origin) => {
    const match = /^(https?):\/\/(\*\.)?([^/:]+)/.exec(origin);
    if (!match || url.protocol !== `${match[1]}:`) return false;
    const host = match[3]!.toLowerCase();
    return match[2] ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  });
}
