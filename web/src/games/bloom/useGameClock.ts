import { useCallback, useEffect, useState } from 'react';

export interface GameClock {
  seconds: number;
  running: boolean;
  start(): void;
  stop(): void;
}

interface Origin {
  /** Seconds on the clock when it last started (or stopped). */
  from: number;
  /** When it started, or null while stopped. */
  at: number | null;
}

const elapsedSince = (origin: Origin, now: number) =>
  origin.at === null
    ? origin.from
    : origin.from + Math.max(0, Math.floor((now - origin.at) / 1000));

/**
 * The puzzle timer. It reads the wall clock rather than counting ticks: an interval drifts, and
 * browsers slow it down in background tabs.
 */
export function useGameClock(initialSeconds: number): GameClock {
  const [origin, setOrigin] = useState<Origin>({ from: initialSeconds, at: null });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (origin.at === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [origin.at]);

  const start = useCallback(() => {
    setOrigin((current) => (current.at === null ? { ...current, at: Date.now() } : current));
  }, []);

  const stop = useCallback(() => {
    setOrigin((current) =>
      current.at === null ? current : { from: elapsedSince(current, Date.now()), at: null },
    );
  }, []);

  return { seconds: elapsedSince(origin, now), running: origin.at !== null, start, stop };
}
