import { z } from 'zod';

/**
 * `<SERVICE>_URL`: one origin, or several separated by commas (replicas on one machine under
 * `start:services`). Each host may be a name that resolves to many addresses (one per replica in
 * compose or Kubernetes) or an IP literal. Plain http only: services sit on the private network.
 */
export function parseUpstreamUrls(value: string): URL[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('must list at least one URL');
  return entries.map((entry) => {
    if (!URL.canParse(entry)) throw new Error(`"${entry}" is not a URL`);
    const url = new URL(entry);
    if (url.protocol !== 'http:') throw new Error(`"${entry}" must start with http://`);
    if (url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new Error(`"${entry}" must be an origin only (no path, query or credentials)`);
    }
    return url;
  });
}

/** The config shape of a `<SERVICE>_URL` variable; the string is kept, checked to parse. */
export const upstreamUrls = () =>
  z.string().superRefine((value, context) => {
    try {
      parseUpstreamUrls(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

/** The host of `url` as a resolver or socket wants it (IPv6 literals without their brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
