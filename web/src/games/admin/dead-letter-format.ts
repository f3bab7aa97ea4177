/** The panel's count line. */
export function lettersWaiting(total: number): string {
  if (total === 0) return 'No failed events';
  return `${total} ${total === 1 ? 'event' : 'events'} waiting`;
}

/** An event id's first block: enough to tell letters apart (the full id goes in a title). */
export const shortEventId = (eventId: string) =>
  eventId.length > 9 ? `${eventId.slice(0, 8)}…` : eventId;

/**
 * The payload as an operator reads it: JSON pretty-printed; a string as it is, since that is what
 * an event that was not JSON comes back as, and quoting it would hide what was on the wire.
 */
export function payloadText(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  return JSON.stringify(payload, null, 2) ?? '(no payload)';
}
