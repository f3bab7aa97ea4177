import { describe, expect, it } from 'vitest';
import { subjectMatches } from './subjects';

describe('subjectMatches', () => {
  it.each([
    ['games.finished.jotto', 'games.finished.jotto', true],
    ['games.finished.jotto', 'games.finished.bloom', false],
    ['games.finished.jotto', 'games.finished', false],
    ['games.finished', 'games.finished.jotto', false],
    ['games.*.jotto', 'games.finished.jotto', true],
    ['games.*', 'games.finished.jotto', false],
    ['*.finished.*', 'games.finished.bloom', true],
    ['games.>', 'games.finished.jotto', true],
    ['games.>', 'games.finished', true],
    ['games.>', 'games', false],
    ['>', 'player.linked', true],
    ['games.finished.>', 'player.linked', false],
    ['games.>.jotto', 'games.finished.jotto', false],
  ])('%s against %s is %s', (filter, subject, expected) => {
    expect(subjectMatches(filter, subject)).toBe(expected);
  });

  it('tells whether a stream subject covers a subscription filter', () => {
    expect(subjectMatches('games.>', 'games.finished.>')).toBe(true);
    expect(subjectMatches('player.>', 'games.finished.>')).toBe(false);
  });
});
