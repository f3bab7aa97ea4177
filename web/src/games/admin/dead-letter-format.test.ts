import { describe, expect, it } from 'vitest';
import { lettersWaiting, payloadText, shortEventId } from './dead-letter-format';

describe('dead letter formatting', () => {
  it('counts the events waiting', () => {
    expect(lettersWaiting(0)).toBe('No failed events');
    expect(lettersWaiting(1)).toBe('1 event waiting');
    expect(lettersWaiting(3)).toBe('3 events waiting');
  });

  it('shortens an event id to its first block', () => {
    expect(shortEventId('8f14e45f-ceea-467f-a8f0-2d5c1b0c0d51')).toBe('8f14e45f…');
    expect(shortEventId('evt-42')).toBe('evt-42');
  });

  it('pretty-prints a JSON payload and shows one that was not JSON as it came', () => {
    expect(payloadText({ userId: 'u1', score: 12 })).toBe('{\n  "userId": "u1",\n  "score": 12\n}');
    expect(payloadText('{oops')).toBe('{oops');
    expect(payloadText(null)).toBe('null');
    expect(payloadText(undefined)).toBe('(no payload)');
  });
});
