import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { RefreshCw, Sprout } from 'lucide-react';
import { useUser } from '../../api/user';
import { BackToHubButton } from '../../components/BackToHubButton';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { AdSlot } from '../../components/ads/AdSlot';
import { ArchiveLink } from '../../components/archive/ArchiveLink';
import { cx } from '../../lib/cx';
import { toast } from '../../toast/useToast';
import { dailyCalls, GUEST, useDailyGarden } from './api';
import { BloomGame } from './BloomGame';
import { GameHeader, HowToPlayButton } from './GameHeader';
import { Leaderboard } from './Leaderboard';
import { NextGardenCountdown } from './SolvedBanner';
import { readFlag, TUTORIAL_SEEN_KEY, writeFlag } from './storage';
import { Tutorial } from './Tutorial';
import styles from './BloomPage.module.scss';

const SIGN_UP = {
  title: 'Keep your streak growing',
  text: 'Sign up to track your streaks, unlock achievements and keep today’s garden.',
};

/** /game/bloom: today's garden for whoever is playing, guest or signed in. */
export default function BloomPage() {
  const { user, isLoading } = useUser();
  const daily = useDailyGarden(isLoading ? undefined : (user?.id ?? GUEST));
  // The garden renders in a transition, in slices, not within the query's own update: on a phone
  // the board, the palette and the tutorial are a third of a second of work in one piece.
  const garden = useDeferredValue(daily.data);
  // A first visit's tutorial opens with the page, not once the garden has arrived: it is the
  // first screen, and it needs nothing from the server (issue 15: the phone's largest paint).
  const [tutorialOpen, setTutorialOpen] = useState(() => !readFlag(TUTORIAL_SEEN_KEY));
  const puzzleId = garden?.daily.id;
  const calls = useMemo(() => dailyCalls(puzzleId ?? 0), [puzzleId]);
  const closeTutorial = () => {
    writeFlag(TUTORIAL_SEEN_KEY, true);
    setTutorialOpen(false);
  };

  // At midnight (Chicago) today's garden becomes yesterday's: fetch the new one.
  const { refetch } = daily;
  const resetTime = daily.data?.daily.resetTime;
  useEffect(() => {
    if (!resetTime) return;
    const wait = Math.max(0, Date.parse(resetTime) - Date.now()) + 1_000;
    // Timers cannot wait longer than about 24.8 days; a garden never lasts more than one.
    const id = window.setTimeout(() => void refetch(), Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(id);
  }, [resetTime, refetch]);

  useEffect(() => {
    if (daily.isError) {
      toast({
        title: 'No puzzle available',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    }
  }, [daily.isError]);

  return (
    <Page title="Bloom">
      <div data-game="bloom">
        <div className={styles.topBar}>
          <BackToHubButton />
          <ArchiveLink game="bloom" />
        </div>
        {garden ? (
          // A new day's garden is a new game: remount rather than carry yesterday's state over.
          <BloomGame
            key={garden.daily.id}
            info={garden.daily}
            calls={calls}
            guestSave={garden.guestSave}
            user={user}
            tutorialOpen={tutorialOpen}
            header={
              <GameHeader
                kicker={`Daily #${garden.daily.puzzleNumber}`}
                difficulty={garden.daily.difficulty}
                title="Bloom"
                actions={<HowToPlayButton onClick={() => setTutorialOpen(true)} />}
              />
            }
            solvedNote={<NextGardenCountdown resetTime={garden.daily.resetTime} />}
            leaderboard={<Leaderboard />}
            resultNote={(unranked) => unranked}
            signUp={SIGN_UP}
          />
        ) : daily.isError ? (
          <div className={styles.status} role="alert">
            <p className={styles.statusTitle}>No puzzle available</p>
            <p>Today’s garden could not be loaded. Please try again later.</p>
            <Button variant="secondary" onClick={() => void daily.refetch()}>
              <RefreshCw aria-hidden="true" size={18} />
              Try again
            </Button>
          </div>
        ) : (
          <div className={cx(styles.status, styles.preparing)} aria-busy="true">
            {/* Drawn, not the 🌱 emoji: without a colour emoji font the browser searches every
                font for it (a tenth of a second of a phone's main thread) and then draws a box. */}
            <Sprout className={styles.loading} aria-hidden="true" size={40} />
            <p>Preparing today’s garden...</p>
          </div>
        )}
        <div className={styles.ad}>
          <AdSlot />
        </div>
      </div>
      <Tutorial open={tutorialOpen} onClose={closeTutorial} />
    </Page>
  );
}
