import { useState } from 'react';
import { Swords } from 'lucide-react';
import { challengePagePath, challengeShareText, type GameType } from '@hub/proto';
import { errorMessage } from '../../api/client';
import { GAMES } from '../../lib/games';
import { shareOrCopy } from '../../lib/share';
import { toast } from '../../toast/useToast';
import { Button, type ButtonProps } from '../Button';
import { createChallenge } from './api';

interface ChallengeButtonProps {
  game: GameType;
  /** The finished day, and its puzzle number for the words shared. */
  day: string;
  number: number;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * 'Challenge a friend': makes the player's challenge to the day, then shares its link the way
 * every share goes (lib/share.ts). The link and its words hold no score and no answer.
 */
export default function ChallengeButton(props: ChallengeButtonProps) {
  const { game, day, number, size = 'lg', className } = props;
  const [busy, setBusy] = useState(false);
  const { name } = GAMES[game];

  async function challenge() {
    setBusy(true);
    try {
      const { id } = await createChallenge(game, day);
      const link = `${window.location.origin}${challengePagePath(game, id)}`;
      const text = `${challengeShareText(name, number)} ${link}`;
      if ((await shareOrCopy({ title: `${name} challenge`, text })) === 'copied') {
        toast({ title: 'Link Copied', description: 'Send it to a friend: same puzzle, who wins?' });
      }
    } catch (error) {
      toast({
        title: 'Challenge Failed',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      onClick={() => void challenge()}
      disabled={busy}
    >
      <Swords aria-hidden="true" size={18} />
      Challenge a friend
    </Button>
  );
}
