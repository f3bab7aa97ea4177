/**
 * How hard password guessing is made, and why (services/auth/README.md tells the whole story).
 * "Failure" means a sign-in with a wrong password or an unknown e-mail: both count the same, so
 * the limits do not tell which accounts exist.
 */
export const SIGN_IN_RULES = {
  /**
   * One address against one account: 5 failures in a row, then that pair waits 15 minutes. Below
   * the account's free failures, so one address alone cannot quickly slow the account for others.
   */
  pair: { failures: 5, forgetAfterSeconds: 24 * 3600, blockSeconds: 15 * 60 },
  /** One address against any accounts (spraying, stuffing): per hour, then blocked for an hour. */
  address: { windowSeconds: 3600, blockSeconds: 3600 },
  /**
   * One account from all addresses (OWASP: exponential back-off per account). The first
   * `freeFailures` in a row cost nothing; after that each attempt opens a window in which no
   * other attempt at the account is let through, doubling from 1 s up to `capSeconds`: about
   * 90 guesses a day at most, under NIST 800-63B's 100. Kept a day after the first failure.
   */
  account: { freeFailures: 10, capSeconds: 20 * 60, forgetAfterSeconds: 24 * 3600 },
  /**
   * A browser that signed in to the account before (device cookie) is exempt from all the above,
   * until it fails this many times in a row itself.
   */
  device: { failures: 5, forgetAfterSeconds: 24 * 3600, cookieDays: 180 },
} as const;

/**
 * How long the account stays closed to untrusted browsers after its `failures`-th consecutive
 * failed attempt: nothing before the free ones are used up, then 1 s, 2 s, 4 s… up to the cap.
 */
export function accountBackOffSeconds(failures: number): number {
  const { freeFailures, capSeconds } = SIGN_IN_RULES.account;
  if (failures < freeFailures) return 0;
  // 2^30 s passes any cap; stopping the exponent there keeps huge counts finite.
  return Math.min(2 ** Math.min(failures - freeFailures, 30), capSeconds);
}

/** "3 seconds", "1 minute", "15 minutes": a wait, rounded up, for a person to read. */
export function waitPhrase(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
