import { Swords } from 'lucide-react';
import type { GameType } from '@hub/proto';
import { useChallenge } from './useChallenge';
import { verdictText } from './verdict';
import styles from './Challenge.module.scss';

interface ChallengeVerdictProps {
  game: GameType;
  /** The challenge the page was opened from. */
  id: string;
  /** The day just finished: a challenge to another day has no verdict here. */
  day: string | undefined;
}

/**
 * Who won, in a finished puzzle's results (the completion dialog or panel), for a page opened from
 * a challenge (`?challenge=`): the news of the finish, not a line behind the dialog. The banner
 * over the page asked the challenge afresh at the finish; this reads the same answer.
 */
export default function ChallengeVerdict({ game, id, day }: ChallengeVerdictProps) {
  const { data } = useChallenge(game, id);
  if (!data || data.day !== day || data.isChallenger || !data.result) return null;
  return (
    <p className={styles.verdictLine} role="status">
      <Swords aria-hidden="true" size={20} />
      {verdictText(data.result, data.challenger)}
    </p>
  );
}
