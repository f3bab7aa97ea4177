import { useUser } from '../../../api/user';
import { useMatches } from '../api/matches';
import { useMatchStream } from './useMatchStream';
import { yourTurnIn } from './yourTurn';

/**
 * How many of the signed-in player's active matches await their move: the stream's count, kept
 * live; while the stream is down, counted from the match list (then polled). Null when unknown.
 */
export function useYourTurnCount(): number | null {
  const { user } = useUser();
  const stream = useMatchStream();
  const down = stream.status === 'down';
  const list = useMatches(down && user !== null);
  if (down && user && list.data) return yourTurnIn(list.data, user.id);
  return stream.yourTurn;
}
