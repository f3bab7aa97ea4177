import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const made = () => 'made-here';

describe('requestIdOf', () => {
  it('keeps a valid id the client sent', () => {
    for (const id of [
      '0b6f3c1e-8f5e-4c4e-9a57-1f0e6a1c2d3b',
      '5f1a7c3e9b2d4f6a8c0e1b3d5f7a9c2e',
      'a',
      'x'.repeat(128),
      'trace.id_01:span-2',
    ]) {
      expect(requestIdOf(id, made)).toBe(id);
    }
  });

  it('makes a new one when none was sent', () => {
    expect(requestIdOf(undefined, made)).toBe('made-here');
    expect(requestIdOf('', made)).toBe('made-here');
  });

  it('replaces ids that are too long or carry anything but letters, digits and ._:-', () => {
    for (const id of [
      'x'.repeat(129),
      'has space',
      'line\nbreak',
      '{"json":1}',
      'semi;colon',
      'ünïcode',
      '<script>',
    ]) {
      expect(requestIdOf(id, made)).toBe('made-here');
    }
  });

  it('replaces an id sent twice (Node joins repeated headers with a comma)', () => {
    expect(requestIdOf('one, two', made)).toBe('made-here');
    expect(requestIdOf(['one', 'two'], made)).toBe('made-here');
  });

  it('makes UUIDs by default', () => {
    expect(requestIdOf(undefined)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});
