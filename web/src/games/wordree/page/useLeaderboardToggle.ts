import { useRef, useState } from 'react';
import { toast } from '../../../toast/useToast';

/** The daily leaderboard under the board: opened once the score is in, scrolled into view. */
export function useLeaderboardToggle(hasSubmitted: boolean) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const toggle = () => {
    if (!hasSubmitted) {
      toast({
        title: 'Leaderboard Locked',
        description: 'Submit your score first to view the leaderboard!',
      });
      return;
    }
    setShown((current) => !current);
    window.setTimeout(() => ref.current?.scrollIntoView({ behavior: 'smooth' }), 50);
  };

  return { shown, setShown, ref, toggle };
}
