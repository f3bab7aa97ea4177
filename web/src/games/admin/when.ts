/** The full date and time of a moment, in the admin's own locale and time zone. */
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export const exactTime = (iso: string) => exact.format(new Date(iso));

// English like the rest of the dashboard's copy, so "just now" never sits beside another language.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** How long ago `iso` was, to the minute: "just now", "5 minutes ago", "yesterday". */
export function timeAgo(iso: string, now: number): string {
  // A server clock a little ahead of the browser's must not read "in 2 seconds".
  const minutes = Math.floor(Math.max(0, now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
