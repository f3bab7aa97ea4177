import { useEffect, useState } from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../api/user';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { AdSlot } from '../../../components/ads/AdSlot';
import { toast } from '../../../toast/useToast';
import { useMatch, useMatchGuess } from '../api/matches';
import { JottoTopBar } from '../components/JottoTopBar';
import { RulesDialog } from '../components/RulesDialog';
import { NotifyMeButton } from '../live/NotifyMeButton';
import { describeMatches } from '../lib/bands';
import { celebrate } from '../lib/celebrate';
import { JoinMatch } from './JoinMatch';
import { MatchBoard } from './MatchBoard';
import { MatchResult } from './MatchResult';
import { sidesOf } from './roles';
import { SignInPrompt } from './SignInPrompt';
import { WaitingForOpponent } from './WaitingForOpponent';
import panels from './MatchPanels.module.scss';
import styles from './MatchPage.module.scss';

function MatchNotFound() {
  return (
    <section className={panels.panel} aria-labelledby="not-found-title">
      <SearchX aria-hidden="true" size={40} className={panels.icon} />
      <h2 id="not-found-title" className={panels.panelTitle}>
        Match Not Found
      </h2>
      <p className={panels.text}>
        This match does not exist, or it is being played by two other players.
      </p>
      <Button asChild variant="accent">
        <Link to="/game/jotto/vs">
          <ArrowLeft aria-hidden="true" size={18} />
          Back to Matches
        </Link>
      </Button>
    </section>
  );
}

function Match({ matchId, userId }: { matchId: string; userId: string }) {
  const match = useMatch(matchId, true);
  const guess = useMatchGuess(matchId);
  const [announcement, setAnnouncement] = useState('');
  const failed = match.isError;

  useEffect(() => {
    if (failed) {
      toast({
        title: 'Match Not Found',
        description: 'It may have been removed, or it is not yours to see.',
        variant: 'destructive',
      });
    }
  }, [failed]);

  if (match.isError) return <MatchNotFound />;
  if (match.isPending) return <p className={styles.note}>Loading the match...</p>;

  const data = match.data;
  const sides = sidesOf(data, userId);

  async function submitGuess(word: string) {
    const result = await guess.mutateAsync(word);
    if (result.isCorrect) {
      setAnnouncement(`Victory! The word was ${result.targetWord}.`);
      void celebrate();
    } else {
      setAnnouncement(`${word.toUpperCase()}: ${describeMatches(result.matchingLetters)}.`);
    }
  }

  return (
    <>
      <header className={styles.heading}>
        <h1 className={styles.title}>
          {data.status === 'waiting'
            ? 'VS Match'
            : `${sides.isPlayer ? 'You' : data.player1Name} vs ${sides.opponentName ?? 'Player'}`}
        </h1>
      </header>
      {data.status === 'waiting' &&
        (data.player1Id === userId ? (
          <WaitingForOpponent match={data} />
        ) : (
          <JoinMatch match={data} />
        ))}
      {data.status === 'completed' && <MatchResult sides={sides} />}
      {data.status !== 'waiting' && <MatchBoard match={data} sides={sides} onGuess={submitGuess} />}
      <p className={styles.live} aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  );
}

/** Whether the match awaits this player's move: the tab's title says so, to a player elsewhere. */
function useYourTurn(matchId: string, userId: string | null): boolean {
  const match = useMatch(matchId, userId !== null);
  return Boolean(userId && match.data && sidesOf(match.data, userId).myTurn);
}

export default function MatchPage() {
  const { matchId = '' } = useParams();
  const { user, isLoading } = useUser();
  const yourTurn = useYourTurn(matchId, user?.id ?? null);
  return (
    <Page title={yourTurn ? '(Your turn) Jotto VS Match' : 'Jotto VS Match'}>
      <div data-game="jotto" className={styles.screen}>
        <JottoTopBar
          back={{ to: '/game/jotto/vs', label: 'Matches' }}
          actions={
            <>
              {user && <NotifyMeButton />}
              <RulesDialog />
            </>
          }
        />
        {isLoading ? null : user ? (
          <Match key={matchId} matchId={matchId} userId={user.id} />
        ) : (
          <SignInPrompt />
        )}
        <AdSlot />
      </div>
    </Page>
  );
}
