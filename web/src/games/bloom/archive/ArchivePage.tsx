import { useMemo, useState } from 'react';
import { ArrowLeft, History } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { archiveStandingText, type ArchiveStanding, type BloomArchiveGarden } from '@hub/proto';
import { useUser } from '../../../api/user';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { fullDayName } from '../../../components/archive/dayNames';
import { archiveCalendarPath } from '../../../components/archive/paths';
import { BloomGame } from '../BloomGame';
import { GameHeader, HowToPlayButton } from '../GameHeader';
import { LeaderboardPanel } from '../Leaderboard';
import { Tutorial } from '../Tutorial';
import { archiveCalls, useArchiveGarden, useArchiveLeaderboard } from './api';
import pageStyles from '../BloomPage.module.scss';
import styles from './ArchivePage.module.scss';
import { LoadFailed } from '../../../components/LoadFailed';

const SIGN_UP = {
  title: 'Keep your gardens',
  text: 'Sign up to count your archive gardens in your stats, and keep this one.',
};

/** How a finished garden stands: where an archive finish would have ranked, or its day's rank. */
function standingNote(garden: BloomArchiveGarden, standing: ArchiveStanding | null | undefined) {
  if (standing) return `${archiveStandingText(standing)} on the day.`;
  if (garden.playedAs === 'daily') {
    return garden.result?.rank
      ? `Finished on the day, ranked #${garden.result.rank}.`
      : 'Finished on the day.';
  }
  return 'Played from the archive: unranked.';
}

/** A past day's garden, played again unranked (docs/rules.md#the-archive). */
export default function ArchivePage() {
  const day = useParams().day ?? '';
  const { user, isLoading } = useUser();
  const garden = useArchiveGarden(day);
  const board = useArchiveLeaderboard(day);
  const calls = useMemo(() => archiveCalls(day), [day]);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const standing = board.data?.standing;
  const info = garden.data;

  return (
    <Page title={info ? `Bloom #${info.puzzleNumber} · Archive` : 'Bloom Archive'}>
      <div data-game="bloom">
        <Button asChild variant="ghost" size="sm" className={styles.back}>
          <Link to={archiveCalendarPath('bloom')}>
            <ArrowLeft aria-hidden="true" size={18} />
            Archive
          </Link>
        </Button>
        {info && !isLoading ? (
          <BloomGame
            key={day}
            info={info}
            calls={calls}
            guestSave={null}
            user={user}
            tutorialOpen={tutorialOpen}
            header={
              <GameHeader
                kicker={`Puzzle #${info.puzzleNumber}`}
                difficulty={info.difficulty}
                title={
                  <span className={styles.title}>
                    <History aria-hidden="true" size={28} />
                    Archive
                  </span>
                }
                meta={`${fullDayName(info.dayKey)} · unranked`}
                actions={<HowToPlayButton onClick={() => setTutorialOpen(true)} />}
              />
            }
            solvedNote={standingNote(info, standing)}
            leaderboard={
              <LeaderboardPanel
                title="The day’s top gardeners"
                board={board}
                empty="Nobody finished this garden on its day."
              />
            }
            resultNote={(unranked) =>
              standing ? `${archiveStandingText(standing)} on the day.` : unranked
            }
            signUp={SIGN_UP}
          />
        ) : garden.isError ? (
          <LoadFailed
            className={pageStyles.status}
            title={<p className={pageStyles.statusTitle}>No garden here</p>}
            error={garden.error}
            onRetry={() => void garden.refetch()}
          />
        ) : (
          <div className={pageStyles.status} aria-busy="true">
            <p>Opening the garden...</p>
          </div>
        )}
      </div>
      <Tutorial open={tutorialOpen} onClose={() => setTutorialOpen(false)} />
    </Page>
  );
}
