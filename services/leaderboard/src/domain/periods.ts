import { addDays, type LeaderboardPeriod } from '@hub/proto';

export interface DayRange {
  /** Inclusive; null means since the beginning. */
  from: string | null;
  to: string;
}

/** The Chicago days a leaderboard period counts: today, the last 7 days with today, or all. */
export function periodRange(period: LeaderboardPeriod, today: string): DayRange {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'all':
      return { from: null, to: today };
  }
}
