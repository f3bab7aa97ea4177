import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, History } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { archiveStandingText, puzzleNumber } from '@hub/proto';
import { errorMessage } from '../../../api/client';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { shortDayName } from '../../../components/archive/dayNames';
import { archiveCalendarPath } from '../../../components/archive/paths';
import {
  ChallengeBanner,
  ChallengeButton,
  useChallengeId,
} from '../../../components/challenge/lazy';
import { toast } from '../../../toast/useToast';
import { ScorePanel } from '../board/ScorePanel';
import { ClearChainDialog } from '../dialogs/ClearChainDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { Tutorial } from '../dialogs/Tutorial';
import { playable } from '../logic/playable';
import { PlayArea } from '../page/PlayArea';
import { TopBar } from '../page/TopBar';
import { RulesCard } from '../panels/RulesCard';
import { useWordreeGame } from '../useWordreeGame';
import { useWordreeKeyboard } from '../useWordreeKeyboard';
import { cx } from '../../../lib/cx';
import styles from '../WordreePage.module.scss';
import own from './ArchivePage.module.scss';
import { archiveReferee, useArchiveDay, useArchiveLeaderboard, useArchiveSubmit } from './api';
import { ArchiveBoard } from './ArchiveBoard';
import { ArchiveResult } from './ArchiveResult';
import { chainOfDay } from './chain';
import { LoadFailed } from '../../../components/LoadFailed';

/** A day key as the page shows it, short enough for one line on a phone: 'Mar 1, 2025'. */

/**
 * /game/wordree/archive/:day: a past day's daily puzzle played again, unranked, on the daily's
 * board (docs/rules.md#the-archive). The server keeps the chain for everyone, guests included.
 */
export default function ArchivePage() {
  const day = useParams().day ?? '';
  const queryClient = useQueryClient();
  const archive = useArchiveDay(day);
  const { data } = archive;
  const puzzle = useMemo(() => (data ? playable(data, null) : null), [data]);
  const referee = useMemo(() => archiveReferee(day, queryClient), [day, queryClient]);
  const board = useWordreeGame(puzzle, 'archive', referee);
  const { chain, actions } = board;
  const { restoreChain } = actions;

  // The server's chain (another device's, or this one's before a reload) replaces the board's
  // whenever it knows more: a chain begun, words added, the day finished.
  useEffect(() => {
    const server = data && chainOfDay(data);
    if (server && puzzle) restoreChain(puzzle.id, server);
  }, [data, puzzle, restoreChain]);

  const result = data?.result ?? null;
  const challengeId = useChallengeId();
  const leaderboard = useArchiveLeaderboard(day, result !== null);
  const submit = useArchiveSubmit(day);
  const standing = leaderboard.data?.standing ?? submit.data?.standing ?? null;

  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [dialog, setDialog] = useState<'clear' | 'finish' | null>(null);
  useWordreeKeyboard(actions, !tutorialOpen && dialog === null);
  const canFinish = !board.locked && chain.gameId !== null && !submit.isPending;

  async function finish() {
    if (!puzzle || !chain.gameId) return;
    try {
      const answer = await submit.mutateAsync({
        gameId: chain.gameId,
        score: chain.score,
        wordChain: chain.wordChain.map((played) => played.word),
      });
      restoreChain(puzzle.id, { ...chain, hasSubmitted: true, isDailyModeLocked: true });
      toast({
        title: 'Puzzle complete!',
        description: `${archiveStandingText(answer.standing)} on the day.`,
      });
    } catch (error) {
      toast({
        title: 'Failed to finish',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Page title={data ? `Wordree #${puzzleNumber(data.day)} · Archive` : 'Wordree Archive'}>
      <div data-game="wordree" className={styles.screen}>
        <TopBar
          back={
            <Button asChild variant="ghost" size="sm">
              <Link to={archiveCalendarPath('wordree')}>
                <ArrowLeft aria-hidden="true" size={18} />
                Archive
              </Link>
            </Button>
          }
          onHowToPlay={() => setTutorialOpen(true)}
          onHint={actions.requestHint}
          hintDisabled={board.locked || !data}
        />

        <header className={styles.heading}>
          <h1 className={cx(styles.title, own.title)}>
            <History aria-hidden="true" size={28} /> Archive
          </h1>
          <p className={styles.tagline}>A past Wordree daily, played again</p>
        </header>
        {challengeId && (
          <ChallengeBanner game="wordree" id={challengeId} day={day} finished={result !== null} />
        )}

        {archive.isError ? (
          <LoadFailed
            className={styles.problem}
            variant="accent"
            error={archive.error}
            onRetry={() => void archive.refetch()}
          />
        ) : (
          <div className={styles.layout}>
            <div className={styles.modeBar}>
              <p className={cx(styles.countdown, own.meta)}>
                {data ? (
                  <span>
                    Puzzle #{puzzleNumber(data.day)} · {shortDayName(data.day)} ·{' '}
                    <strong>unranked</strong>
                  </span>
                ) : (
                  'Loading the puzzle...'
                )}
              </p>
            </div>
            <div className={styles.score}>
              <ScorePanel
                score={chain.score}
                words={chain.wordChain}
                target={puzzle ? puzzle.targetScore : undefined}
                highlight={board.highlight}
                lastGain={board.lastGain}
              />
            </div>

            <PlayArea
              board={board}
              loaded={puzzle !== null}
              canSubmitScore={canFinish}
              submitLabel="Finish Puzzle"
              doneText="Archive puzzle complete"
              onClearChain={() => setDialog('clear')}
              onSubmitScore={() => setDialog('finish')}
            />

            {result && (
              <div className={styles.complete}>
                <ArchiveResult
                  result={result}
                  words={data?.game?.wordChain.length ?? chain.wordChain.length}
                  standing={standing}
                >
                  {data && (
                    <ChallengeButton
                      game="wordree"
                      day={data.day}
                      number={puzzleNumber(data.day)}
                      size="md"
                    />
                  )}
                </ArchiveResult>
              </div>
            )}

            <div className={styles.rules}>
              <RulesCard />
            </div>

            {result && data && (
              <div className={styles.board}>
                <ArchiveBoard
                  date={shortDayName(data.day)}
                  entries={leaderboard.data?.entries}
                  failed={leaderboard.isError}
                />
              </div>
            )}
          </div>
        )}
      </div>

      <Tutorial open={tutorialOpen} onClose={() => setTutorialOpen(false)} />
      <ClearChainDialog
        open={dialog === 'clear'}
        onOpenChange={(open) => setDialog(open ? 'clear' : null)}
        onConfirm={actions.clearChain}
      />
      <ConfirmDialog
        open={dialog === 'finish'}
        onOpenChange={(open) => setDialog(open ? 'finish' : null)}
        title="Finish This Puzzle?"
        description={`Your chain ends here with ${chain.score} points. Archive play is unranked: you will see where it would have stood on the day.`}
        cancelLabel="Keep Playing"
        confirmLabel="Finish Puzzle"
        onConfirm={() => void finish()}
      />
    </Page>
  );
}
