import { useEffect, useState } from 'react';
import { loadClock } from '../chunks';

type Clock = Awaited<ReturnType<typeof loadClock>>;
let loaded: Clock | null = null;

/** The Chicago clock (logic/clock.ts), or null while its chunk loads. */
export function useChicagoClock(): Clock | null {
  const [clock, setClock] = useState(loaded);
  useEffect(() => {
    if (clock) return;
    let live = true;
    loadClock()
      .then((module) => {
        loaded = module;
        if (live) setClock(module);
      })
      // Without its chunk the leaderboard stays closed; the game plays on.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [clock]);
  return clock;
}
