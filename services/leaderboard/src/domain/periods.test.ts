import { describe, expect, it } from 'vitest';
import { periodRange } from './periods';

describe('periodRange', () => {
  it('counts today, the last 7 Chicago days, or everything up to today', () => {
    expect(periodRange('today', '2025-03-10')).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(periodRange('week', '2025-03-10')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(periodRange('all', '2025-03-10')).toEqual({ from: null, to: '2025-03-10' });
  });

  it('crosses month and year ends', () => {
    expect(periodRange('week', '2025-01-03').from).toBe('2024-12-28');
  });
});
