import { useEffect, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { errorMessage } from '../../../api/client';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { cx } from '../../../lib/cx';
import { AdSlot } from '../../../components/ads/AdSlot';
import { useDailyGuess, useDailyLeaderboard, useDailyScore, useJottoDaily } from '../api/daily';
import { GuessForm } from '../components/GuessForm';
import { GuessList } from '../components/GuessList';
import { JottoTopBar } from '../components/JottoTopBar';
import { LeaderboardDialog } from '../components/LeaderboardDialog';
import { LetterTracker } from '../components/LetterTracker';
import { RulesDialog } from '../components/RulesDialog';
import { useLetterMarks } from '../components/useLetterMarks';
import { describeMatches } from '../lib/bands';
import { celebrate } from '../lib/celebrate';
import { markOf } from '../lib/tracker';
import { CompletionPanel } from './CompletionPanel';
import styles from './DailyPage.module.scss';

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
  const tracker = useLetterMarks('jotto-daily-marks', String(daily.data?.id ?? ''), guesses);
  const completed = daily.data?.completed ?? false;
  const board = useDailyLeaderboard(completed);
  const rank = score.data?.rank ?? board.data?.find((entry) => entry.isYou)?.rank;
  const resetTime = daily.data?.resetTime;
  const { refetch } = daily;

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

        {daily.isPending && <p className={styles.status}>Loading today’s puzzle...</p>}
        {daily.isError && (
          <div className={styles.status} role="alert">
            <p>{errorMessage(daily.error)}</p>
            <Button variant="secondary" onClick={() => void daily.refetch()}>
              <RotateCcw aria-hidden="true" size={16} />
              Try again
            </Button>
          </div>
        )}

        {daily.data && (
          <div className={cx(styles.layout, completed && styles.done)}>
            <section className={styles.play}>
              {daily.data.word !== null ? (
                <CompletionPanel
                  daily={{ ...daily.data, word: daily.data.word }}
                  rank={rank}
                  unranked={score.data?.unranked ?? null}
                />
              ) : (
                <div className={styles.card}>
                  <GuessForm
                    onGuess={submitGuess}
                    previousGuesses={guesses.map((previous) => previous.guess)}
                  />
                </div>
              )}
            </section>

            <section className={styles.guesses} aria-labelledby="guesses-title">
              <div className={styles.guessesHeader}>
                <h2 id="guesses-title" className={styles.sectionTitle}>
                  Guesses
                </h2>
                <p className={styles.attempts} aria-live="off">
                  {completed ? 'Solved in ' : 'Attempts: '}
                  <strong>{guesses.length}</strong>
                  {completed && (guesses.length === 1 ? ' guess' : ' guesses')}
                </p>
              </div>
              <GuessList
                label="Your guesses, latest first"
                guesses={guesses}
                markOf={(letter) => markOf(tracker.marks, tracker.locked, letter)}
                empty="No guesses yet. Any 5-letter word will do for a start."
              />
            </section>

            {/* Once solved there is nothing left to work out. */}
            {!completed && (
              <aside className={styles.tracker}>
                <LetterTracker
                  marks={tracker.marks}
                  locked={tracker.locked}
                  onCycle={tracker.cycle}
                />
              </aside>
            )}
          </div>
        )}
        <p className={styles.live} aria-live="polite" role="status">
          {announcement}
        </p>
        <AdSlot />
      </div>
    </Page>
  );
}
