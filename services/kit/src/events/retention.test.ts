import { expect, it } from 'vitest';
import { OUTBOX_RETENTION_MS, PROCESSED_EVENTS_RETENTION_MS, STREAM_LIMITS } from './retention';

it('keeps processed-event records for as long as any copy of an event can still be redelivered', () => {
  // A copy may be stored up to OUTBOX_RETENTION after the first (a replay from the outbox), then
  // stay in its stream for max_age.
  for (const { maxAgeMs } of Object.values(STREAM_LIMITS)) {
    expect(PROCESSED_EVENTS_RETENTION_MS).toBeGreaterThan(maxAgeMs + OUTBOX_RETENTION_MS);
  }
});

it('keeps published outbox rows while every stream may still hold their event', () => {
  for (const { maxAgeMs } of Object.values(STREAM_LIMITS)) {
    expect(OUTBOX_RETENTION_MS).toBeGreaterThanOrEqual(maxAgeMs);
  }
});
