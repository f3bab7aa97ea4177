import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { leaderboardName, puzzleNumber, type WordreeMode } from '@hub/proto';
import { useUser } from '../../api/user';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { AdSlot } from '../../components/ads/AdSlot';
import { ChallengeBanner, ChallengeVerdict, useChallengeId } from '../../components/challenge/lazy';
import { HowEveryoneDid } from '../../components/everyone/HowEveryoneDid';
import { toast } from '../../toast/useToast';
import { loadClock } from './chunks';
import { DISPLAY_NAME_KEY } from './dialogs/SubmitScoreDialog';
import { TUTORIAL_FLAG } from './dialogs/Tutorial';
import { DailyLeaderboard } from './page/DailyLeaderboard';
import { ModeBar } from './page/ModeBar';
import { ModeSwitch } from './page/ModeSwitch';
import { PlayArea } from './page/PlayArea';
import { sharePuzzle } from './page/share';
import { TopBar } from './page/TopBar';
import { useDailyReset } from './page/useDailyReset';
import { useLeaderboardToggle } from './page/useLeaderboardToggle';
import { usePuzzleChoice } from './page/usePuzzleChoice';
import { useServerDailyChain } from './page/useServerDailyChain';
import { WordreeDialogs, type OpenDialog } from './page/WordreeDialogs';
import { GameComplete } from './panels/GameComplete';
import { RulesCard } from './panels/RulesCard';
import { ScorePanel } from './board/ScorePanel';
import {
  initialDifficulty,
  initialMode,
  modeOf,
  modeParams,
  rememberMode,
  sharedIdOf,
  withChallenge,
} from './settings';
import { usePuzzleSource } from './usePuzzleSource';
import { useWordreeGame } from './useWordreeGame';
import { useWordreeKeyboard } from './useWordreeKeyboard';
import styles from './WordreePage.module.scss';

/** /game/wordree: endless puzzles, the Daily Challenge, or a shared link's puzzle. */
export default function WordreePage() {
  const [params] = useSearchParams();
  const { user } = useUser();

  const sharedId = sharedIdOf(params.get('puzzle'));
  const urlMode = modeOf(params.get('mode'));
  const [tab, setTab] = useState<WordreeMode>(() => initialMode(params.get('mode')));
  const mode = sharedId !== null ? urlMode : tab;
  const [difficulty, setDifficulty] = useState(() => initialDifficulty(params.get('difficulty')));
  // The address names the mode (and endless's difficulty), so a reload or a link opens the same
  // puzzle; the mode is remembered for a visit to the bare /game/wordree.
  const challengeId = useChallengeId();
  const address =
    sharedId === null ? withChallenge(modeParams(tab, difficulty), challengeId).toString() : null;
  useEffect(() => {
    if (address === null || window.location.search === `?${address}`) return;
    // Rewritten in place, not navigated: the page already shows this mode, and a navigation
    // would render the whole route again on a phone's busiest second (Lighthouse's TBT).
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${address}`);
  }, [address]);
  useEffect(() => {
    if (sharedId === null) rememberMode(tab);
  }, [sharedId, tab]);

  // At midnight the daily puzzle expires (docs/rules.md#wordree-on-screen); this holds which one
  // until its successor arrives.
  const [expiredDaily, setExpiredDaily] = useState<number | null>(null);
  const source = usePuzzleSource({
    sharedId,
    mode,
    difficulty,
    awaitingNewDay: expiredDaily !== null,
  });
  // The first puzzle renders in a transition, in slices, not within the query's own update: the
  // grid, the panels and the dialogs were a 200 ms task on a throttled phone as the answer came
  // (Lighthouse's TBT). Later puzzles (a new draw, another mode) replace the board at once.
  const deferred = useDeferredValue(source.puzzle);
  const puzzle = deferred === null ? null : source.puzzle;
  const board = useWordreeGame(puzzle, mode);
  useServerDailyChain(board, puzzle, user !== null);
  const { chain, actions } = board;
  const generating = expiredDaily !== null && puzzle?.daily?.dailyPuzzleId === expiredDaily;
  if (expiredDaily !== null && puzzle?.daily?.dailyPuzzleId !== expiredDaily) setExpiredDaily(null);

  const [tutorialOpen, setTutorialOpen] = useState(
    () => localStorage.getItem(TUTORIAL_FLAG) !== 'true',
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const leaderboard = useLeaderboardToggle(chain.hasSubmitted);
  const { setShown: setShowLeaderboard } = leaderboard;

  const onExpired = useCallback(
    (dailyId: number) => {
      setExpiredDaily(dailyId);
      setShowLeaderboard(false);
    },
    [setShowLeaderboard],
  );
  const { resetAt, expired } = useDailyReset({
    mode,
    puzzle,
    generating,
    resetForNewDay: actions.resetForNewDay,
    onExpired,
  });
  const canSubmitScore =
    board.ranked && chain.wordChain.length > 0 && !chain.hasSubmitted && !expired;
  // The leaderboard's clock, while the player is on the way to it.
  useEffect(() => {
    if (canSubmitScore) void loadClock().catch(() => undefined);
  }, [canSubmitScore]);

  useWordreeKeyboard(actions, !tutorialOpen && dialog === null);

  const choice = usePuzzleChoice({
    source,
    board,
    sharedId,
    mode,
    difficulty,
    setDifficulty,
    confirmGenerate: () => setDialog('generate'),
  });

  const share = () =>
    puzzle &&
    sharePuzzle({
      puzzle,
      mode,
      score: chain.score,
      words: chain.wordChain.length,
      rank: chain.submittedRank,
    });

  const submittedName = localStorage.getItem(DISPLAY_NAME_KEY) ?? '';

  return (
    <Page title="Wordree">
      <div data-game="wordree" className={styles.screen}>
        <TopBar
          onHowToPlay={() => setTutorialOpen(true)}
          onHint={actions.requestHint}
          hintDisabled={board.locked}
          onShare={share}
          // A chain to share first: "0 points · 0 words" challenges nobody.
          shareDisabled={!puzzle || chain.wordChain.length === 0}
          onLeaderboard={mode === 'daily' ? leaderboard.toggle : undefined}
        />

        <header className={styles.heading}>
          <h1 className={styles.title}>
            Wordree
            {/* The daily's number, one across the three games (docs/rules.md#puzzle-numbers). */}
            {mode === 'daily' && puzzle?.daily && (
              <span className={styles.dailyNumber}>#{puzzleNumber(puzzle.daily.day)}</span>
            )}
          </h1>
          <p className={styles.tagline}>Build word chains on a letter grid</p>
        </header>

        <ModeSwitch sharedId={sharedId} mode={mode} tab={tab} onTab={setTab} />
        {challengeId && mode === 'daily' && (
          <ChallengeBanner
            game="wordree"
            id={challengeId}
            day={puzzle?.daily?.day}
            finished={chain.hasSubmitted}
          />
        )}

        {source.isError && !puzzle ? (
          <div className={styles.problem} role="alert">
            <p>{source.error?.message ?? 'Failed to fetch puzzle'}</p>
            <Button variant="accent" onClick={source.retry}>
              Try again
            </Button>
          </div>
        ) : (
          <div className={styles.layout}>
            <ModeBar
              mode={mode}
              sharedId={sharedId}
              puzzle={puzzle}
              difficulty={difficulty}
              onDifficulty={choice.changeDifficulty}
              onNewPuzzle={choice.requestNewPuzzle}
              resetAt={resetAt}
              generating={generating}
            />
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
              canSubmitScore={canSubmitScore}
              onClearChain={() => setDialog('clear')}
              onSubmitScore={() => setDialog('submit')}
            />

            {chain.hasSubmitted && (
              <div className={styles.complete}>
                {mode === 'daily' && <ChallengeVerdict game="wordree" day={puzzle?.daily?.day} />}
                <GameComplete
                  score={chain.score}
                  rank={chain.submittedRank}
                  words={chain.wordChain.length}
                  onShare={share}
                  onLeaderboard={leaderboard.toggle}
                  daily={puzzle?.daily ?? null}
                />
                <HowEveryoneDid game="wordree" finished={Boolean(puzzle?.daily)} />
              </div>
            )}

            <div className={styles.rules}>
              <RulesCard />
            </div>

            {mode === 'daily' && leaderboard.shown && chain.hasSubmitted && (
              <div className={styles.board} ref={leaderboard.ref}>
                <DailyLeaderboard
                  day={puzzle?.daily?.day ?? null}
                  own={
                    chain.submittedRank === null
                      ? null
                      : { rank: chain.submittedRank, name: submittedName }
                  }
                />
              </div>
            )}
          </div>
        )}

        <AdSlot />
      </div>

      <WordreeDialogs
        tutorialOpen={tutorialOpen}
        onTutorialClose={() => setTutorialOpen(false)}
        dialog={dialog}
        onDialog={setDialog}
        board={board}
        onGenerate={() => void choice.generateNew()}
        accountName={user ? leaderboardName(user) : null}
        onSubmitted={({ rank, unranked }) => {
          toast({
            title: 'Score submitted!',
            description: unranked ?? `You ranked #${rank} today.`,
          });
          setShowLeaderboard(true);
        }}
      />
    </Page>
  );
}
