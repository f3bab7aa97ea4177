/** Where the service reads the time: every day boundary and every measured time comes from it. */
export interface Clock {
  now(): Date;
}

/**
 * Real time plus an offset. The offset is zero in production; tests that host the service in
 * their own process move it to cross midnight (submissions after the day ends, a new daily).
 */
export class ShiftableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on, "now" reads as `instant` plus the real time that passes after this call. */
  travelTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
