import { useState } from 'react';
import { History } from 'lucide-react';
import { useParams } from 'react-router';
import { archiveStandingText } from '@hub/proto';
import { Page } from '../../../components/Page';
import { fullDayName } from '../../../components/archive/dayNames';
import { archiveCalendarPath } from '../../../components/archive/paths';
import {
  ChallengeBanner,
  ChallengeButton,
  useChallengeId,
} from '../../../components/challenge/lazy';
import { useArchiveGame, useArchiveGuess, useArchiveLeaderboard } from '../api/archive';
import { JottoTopBar } from '../components/JottoTopBar';
import { PuzzlePlay } from '../components/PuzzlePlay';
import { RulesDialog } from '../components/RulesDialog';
import { SolvedCard } from '../components/SolvedCard';
import { describeMatches } from '../lib/bands';
import { celebrate } from '../lib/celebrate';
import styles from '../daily/DailyPage.module.scss';
import { LoadFailed } from '../../../components/LoadFailed';

/** A past day's word, played again unranked (docs/rules.md#the-archive). */
export default function ArchivePage() {
  const day = useParams().day ?? '';
  const game = useArchiveGame(day);
  const guess = useArchiveGuess(day);
  const [announcement, setAnnouncement] = useState('');
  const completed = game.data?.completed ?? false;
  const board = useArchiveLeaderboard(day, completed);
  const you = board.data?.entries.find((entry) => entry.isYou);
  const standing = board.data?.standing;
  const challengeId = useChallengeId();

  async function submitGuess(word: string) {
    const result = await guess.mutateAsync(word);
    if (!result.isCorrect) {
      setAnnouncement(`${result.guess.guess}: ${describeMatches(result.guess.matchingLetters)}.`);
      return;
    }
    setAnnouncement(`Solved! The word was ${result.word}.`);
    void celebrate();
  }

  return (
    <Page title={game.data ? `Jotto #${game.data.id} · Archive` : 'Jotto Archive'}>
      <div data-game="jotto" className={styles.screen}>
        <JottoTopBar
          back={{ to: archiveCalendarPath('jotto'), label: 'Archive' }}
          actions={<RulesDialog />}
        />
        <header className={styles.heading}>
          <h1 className={styles.title}>
            <History aria-hidden="true" size={28} /> Archive
          </h1>
          {game.data && (
            <p className={styles.meta}>
              Puzzle #{game.data.id} · {fullDayName(game.data.date)} · unranked
            </p>
          )}
        </header>

        {challengeId && (
          <ChallengeBanner game="jotto" id={challengeId} day={day} finished={completed} />
        )}
        {game.isPending && <p className={styles.status}>Loading the puzzle...</p>}
        {game.isError && (
          <LoadFailed
            className={styles.status}
            error={game.error}
            onRetry={() => void game.refetch()}
          />
        )}

        {game.data && (
          <PuzzlePlay
            id={game.data.id}
            guesses={game.data.guesses}
            completed={completed}
            marksKey="jotto-archive-marks"
            onGuess={submitGuess}
            completion={
              game.data.word !== null && (
                <SolvedCard
                  word={game.data.word}
                  lead={
                    game.data.playedAs === 'daily' ? 'You found it on the day:' : 'The word was'
                  }
                  guesses={game.data.guesses.length}
                  timeTaken={game.data.timeTaken}
                  score={game.data.score}
                  rank={you ? `#${you.rank}` : standing ? 'Unranked' : '–'}
                  note={standing ? `${archiveStandingText(standing)} on the day.` : null}
                >
                  <ChallengeButton game="jotto" day={day} number={game.data.id} />
                </SolvedCard>
              )
            }
          />
        )}
        <p className={styles.live} aria-live="polite" role="status">
          {announcement}
        </p>
      </div>
    </Page>
  );
}
