/**
 * How often one account may be mailed links of one kind: a person who lost a mail asks again
 * within a minute; nobody needs more than a handful a day. Without a limit, sign-up, resend and
 * reset would let anyone use this site to flood someone's mailbox.
 */
export const MAIL_THROTTLE = { minGapMs: 60_000, perDay: 5 } as const;
export const THROTTLE_WINDOW_MS = 24 * 3_600_000;

/**
 * Seconds until another mail may go, or 0 when it may go now. `sentAt` lists the mails of the
 * last day, newest first.
 */
export function mailWaitSeconds(sentAt: readonly Date[], now: Date): number {
  const newest = sentAt[0];
  const waits = [0];
  if (newest) waits.push(newest.getTime() + MAIL_THROTTLE.minGapMs - now.getTime());
  const oldestCounted = sentAt[MAIL_THROTTLE.perDay - 1];
  if (oldestCounted) waits.push(oldestCounted.getTime() + THROTTLE_WINDOW_MS - now.getTime());
  return Math.ceil(Math.max(...waits) / 1000);
}
