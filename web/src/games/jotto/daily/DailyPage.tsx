import { useEffect, useState } from 'react';
import { Page } from '../../../components/Page';
import { AdSlot } from '../../../components/ads/AdSlot';
import { ArchiveLink } from '../../../components/archive/ArchiveLink';
import { ChallengeBanner, useChallengeId } from '../../../components/challenge/lazy';
import { useDailyGuess, useDailyLeaderboard, useDailyScore, useJottoDaily } from '../api/daily';
import { JottoTopBar } from '../components/JottoTopBar';
import { LeaderboardDialog } from '../components/LeaderboardDialog';
import { PuzzlePlay } from '../components/PuzzlePlay';
import { RulesDialog } from '../components/RulesDialog';
import { describeMatches } from '../lib/bands';
import { celebrate } from '../lib/celebrate';
import { CompletionPanel } from './CompletionPanel';
import styles from './DailyPage.module.scss';
import { LoadFailed } from '../../../components/LoadFailed';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function DailyPage() {
  const daily = useJottoDaily();
  const guess = useDailyGuess();
  const score = useDailyScore();
  const [openedAt] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const guesses = daily.data?.guesses ?? [];
  const completed = daily.data?.completed ?? false;
  const board = useDailyLeaderboard(completed);
  const rank = score.data?.rank ?? board.data?.find((entry) => entry.isYou)?.rank;
  const resetTime = daily.data?.resetTime;
  const { refetch } = daily;
  const challengeId = useChallengeId();

  // At midnight Central the next puzzle replaces this one (and the tracker's marks reset).
  useEffect(() => {
    if (!resetTime) return;
    const wait = Math.max(0, Date.parse(resetTime) - Date.now()) + 1_000;
    const id = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(id);
  }, [resetTime, refetch]);

  async function submitGuess(word: string) {
    const result = await guess.mutateAsync(word);
    if (!result.isCorrect) {
      setAnnouncement(`${result.guess.guess}: ${describeMatches(result.guess.matchingLetters)}.`);
      return;
    }
    setAnnouncement(`Solved! The word was ${result.word}.`);
    void celebrate();
    // The seconds since the page opened; the server keeps its own (docs/rules.md#jotto-daily).
    score.mutate({ timeTaken: Math.round((Date.now() - openedAt) / 1000) });
  }

  return (
    <Page title="Jotto Daily Challenge">
      <div data-game="jotto" className={styles.screen}>
        <JottoTopBar
          back={{ to: '/game/jotto', label: 'Jotto' }}
          actions={
            <>
              <RulesDialog />
              <LeaderboardDialog />
              <ArchiveLink game="jotto" />
            </>
          }
        />
        <header className={styles.heading}>
          <h1 className={styles.title}>Daily Challenge</h1>
          {daily.data && (
            <p className={styles.meta}>
              Puzzle #{daily.data.id} · {dateFormat.format(new Date(`${daily.data.date}T12:00Z`))}
            </p>
          )}
        </header>

        {challengeId && (
          <ChallengeBanner
            game="jotto"
            id={challengeId}
            day={daily.data?.date}
            finished={completed}
          />
        )}
        {daily.isPending && <p className={styles.status}>Loading today’s puzzle...</p>}
        {daily.isError && (
          <LoadFailed
            className={styles.status}
            error={daily.error}
            onRetry={() => void daily.refetch()}
          />
        )}

        {daily.data && (
          <PuzzlePlay
            id={daily.data.id}
            guesses={guesses}
            completed={completed}
            marksKey="jotto-daily-marks"
            onGuess={submitGuess}
            completion={
              daily.data.word !== null && (
                <CompletionPanel
                  daily={{ ...daily.data, word: daily.data.word }}
                  rank={rank}
                  unranked={score.data?.unranked ?? null}
                />
              )
            }
          />
        )}
        <p className={styles.live} aria-live="polite" role="status">
          {announcement}
        </p>
        <AdSlot />
      </div>
    </Page>
  );
}
