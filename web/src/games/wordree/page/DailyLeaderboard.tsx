import { useState } from 'react';
import { WORDREE_HISTORY_DAYS } from '@hub/proto';
import { LeaderboardPanel } from '../panels/LeaderboardPanel';
import { useChicagoClock } from './useChicagoClock';

interface DailyLeaderboardProps {
  /** The puzzle's day, when it is a daily. */
  day: string | null;
  own: { rank: number; name: string } | null;
}

/** The leaderboard as the page opens it, dated by the Chicago clock once that has loaded. */
export function DailyLeaderboard({ day, own }: DailyLeaderboardProps) {
  const clock = useChicagoClock();
  // For today's date when the puzzle has none; the page closes the board at midnight.
  const [openedAt] = useState(() => new Date());
  if (!clock) return null;
  const today = day ?? clock.dayKey(openedAt);
  return (
    <LeaderboardPanel
      today={today}
      earliest={clock.addDays(today, -WORDREE_HISTORY_DAYS)}
      own={own}
    />
  );
}
