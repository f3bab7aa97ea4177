import { useEffect } from 'react';
import { Swords } from 'lucide-react';
import type { GameType } from '@hub/proto';
import { useChallenge } from './useChallenge';
import { verdictText } from './verdict';
import styles from './Challenge.module.scss';

interface ChallengeBannerProps {
  game: GameType;
  id: string;
  /** The day the page plays: a challenge to another day says nothing here. */
  day: string | undefined;
  /** The player has finished the day: the verdict is read afresh then. */
  finished: boolean;
}

/**
 * Over a daily or archive puzzle opened from a challenge (`?challenge=`): whose challenge it is,
 * no score, and once the puzzle is finished, who won.
 */
export default function ChallengeBanner({ game, id, day, finished }: ChallengeBannerProps) {
  const challenge = useChallenge(game, id);
  const { refetch } = challenge;
  useEffect(() => {
    if (finished) void refetch();
  }, [finished, refetch]);

  const data = challenge.data;
  if (!data || data.day !== day) return null;
  const text = data.isChallenger
    ? 'Your own challenge: send its link to a friend.'
    : data.result
      ? verdictText(data.result, data.challenger)
      : `${data.challenger} challenged you: beat their score!`;
  return (
    <p className={styles.banner} role="status">
      <Swords aria-hidden="true" size={18} />
      {data.result && !data.isChallenger ? <strong>{text}</strong> : text}
    </p>
  );
}
