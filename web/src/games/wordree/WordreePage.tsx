import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleHelp, Clock, Lightbulb, RefreshCw, Share2, Trophy } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import {
  dayKey,
  WORDREE_MIN_WORD_LENGTH,
  WordreeDifficulty,
  wordScore,
  type WordreeMode,
} from '@hub/proto';
import { useUser } from '../../api/user';
import { BackToHubButton } from '../../components/BackToHubButton';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { AdSlot } from '../../components/ads/AdSlot';
import { displayName } from '../../lib/displayName';
import { useNow } from '../../lib/useNow';
import { toast } from '../../toast/useToast';
import { wordreeKeys } from './api';
import { Grid } from './board/Grid';
import { ScorePanel } from './board/ScorePanel';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { DISPLAY_NAME_KEY, SubmitScoreDialog } from './dialogs/SubmitScoreDialog';
import { Tutorial, TUTORIAL_FLAG } from './dialogs/Tutorial';
import { formatHms } from './logic/countdown';
import { shareText, sharedPuzzleUrl } from './logic/share';
import { DifficultySelect } from './panels/DifficultySelect';
import { GameComplete } from './panels/GameComplete';
import { LeaderboardPanel } from './panels/LeaderboardPanel';
import { RulesCard } from './panels/RulesCard';
import { usePuzzleSource } from './usePuzzleSource';
import { useWordreeGame } from './useWordreeGame';
import { useWordreeKeyboard } from './useWordreeKeyboard';
import styles from './WordreePage.module.scss';

const DIFFICULTY_KEY = 'wordree-difficulty';

function initialDifficulty(fromUrl: string | null): WordreeDifficulty {
  const parsed = WordreeDifficulty.safeParse(fromUrl ?? localStorage.getItem(DIFFICULTY_KEY));
  return parsed.success ? parsed.data : 'medium';
}

function sharedIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

type OpenDialog = 'clear' | 'generate' | 'submit' | null;

export default function WordreePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useUser();

  const sharedId = sharedIdOf(params.get('puzzle'));
  const urlMode: WordreeMode = params.get('mode') === 'daily' ? 'daily' : 'endless';
  const [tab, setTab] = useState<WordreeMode>(urlMode);
  const mode = sharedId !== null ? urlMode : tab;
  const [difficulty, setDifficulty] = useState(() => initialDifficulty(params.get('difficulty')));

  // SPEC §4: at midnight the daily puzzle expires; this holds which one until its successor arrives.
  const [expiredDaily, setExpiredDaily] = useState<number | null>(null);
  const source = usePuzzleSource({
    sharedId,
    mode,
    difficulty,
    awaitingNewDay: expiredDaily !== null,
  });
  const { puzzle } = source;
  const board = useWordreeGame(puzzle, mode);
  const { chain, actions } = board;
  const { resetForNewDay } = actions;
  const generating = expiredDaily !== null && puzzle?.daily?.dailyPuzzleId === expiredDaily;
  if (expiredDaily !== null && puzzle?.daily?.dailyPuzzleId !== expiredDaily) setExpiredDaily(null);

  const [tutorialOpen, setTutorialOpen] = useState(
    () => localStorage.getItem(TUTORIAL_FLAG) !== 'true',
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [showLeaderboard, setShowLeaderboard] = useState(false);
  const leaderboardRef = useRef<HTMLDivElement>(null);

  // The daily countdown ticks every second against the server's reset time.
  const now = useNow(1000);
  const resetAt = mode === 'daily' && puzzle?.daily ? Date.parse(puzzle.daily.resetTime) : null;
  const remaining = resetAt === null || generating ? null : resetAt - now;
  const dailyId = puzzle?.daily?.dailyPuzzleId ?? null;
  useEffect(() => {
    if (remaining === null || remaining > 0 || dailyId === null) return;
    setExpiredDaily(dailyId);
    resetForNewDay();
    setShowLeaderboard(false);
    void queryClient.invalidateQueries({ queryKey: wordreeKeys.daily });
    void queryClient.invalidateQueries({ queryKey: wordreeKeys.shared });
    void queryClient.invalidateQueries({ queryKey: wordreeKeys.leaderboard });
    toast({
      title: 'Daily Challenge Reset',
      description: 'A new day, a new puzzle! Your board has been cleared.',
    });
  }, [remaining, dailyId, resetForNewDay, queryClient]);

  const expired = resetAt !== null && resetAt <= now;
  const canSubmitScore =
    board.ranked && chain.wordChain.length > 0 && !chain.hasSubmitted && !expired;

  useWordreeKeyboard(actions, !tutorialOpen && dialog === null);

  const share = async () => {
    if (!puzzle) return;
    const text = shareText({
      mode,
      puzzleId: puzzle.id,
      day: puzzle.daily?.day ?? null,
      score: chain.score,
      words: chain.wordChain.length,
      rank: chain.submittedRank,
      url: sharedPuzzleUrl(window.location.origin, puzzle.id, mode),
    });
    try {
      if (navigator.share) {
        await navigator.share({ title: 'Wordree', text });
        return;
      }
      await navigator.clipboard.writeText(text);
      toast({
        title: 'Copied to clipboard',
        description: 'Paste it anywhere to challenge a friend.',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({
        title: 'Sharing Failed',
        description: 'We could not share or copy this puzzle. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const openLeaderboard = () => {
    if (!chain.hasSubmitted) {
      toast({
        title: 'Leaderboard Locked',
        description: 'Submit your score first to view the leaderboard!',
      });
      return;
    }
    setShowLeaderboard((shown) => !shown);
    window.setTimeout(() => leaderboardRef.current?.scrollIntoView({ behavior: 'smooth' }), 50);
  };

  const generateNew = async () => {
    try {
      await source.generateNew();
      actions.clearChain();
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to generate new puzzle. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const requestNewPuzzle = () => {
    if (sharedId !== null) {
      toast({
        title: 'Shared puzzle',
        description: 'You are playing a puzzle someone shared. Leave it to play new ones.',
        action: {
          label: 'Play new',
          altText: 'Leave the shared puzzle for new puzzles',
          onClick: () => navigate('/game/wordree'),
        },
      });
      return;
    }
    if (mode === 'daily') {
      toast({
        title: 'Daily Challenge',
        description: 'Everyone plays the same daily puzzle. A new one arrives at midnight.',
      });
      return;
    }
    if (chain.wordChain.length > 0) setDialog('generate');
    else void generateNew();
  };

  const changeDifficulty = (next: WordreeDifficulty) => {
    if (next === difficulty) return;
    actions.clearChain();
    localStorage.setItem(DIFFICULTY_KEY, next);
    setDifficulty(next);
    source.redraw();
  };

  const suggestedName = user ? displayName(user) : '';
  const submittedName = localStorage.getItem(DISPLAY_NAME_KEY) ?? '';

  return (
    <Page title="Wordree">
      <div data-game="wordree" className={styles.screen}>
        <div className={styles.topBar}>
          <BackToHubButton />
          <div className={styles.tools} role="toolbar" aria-label="Game tools">
            <ToolButton label="How to play" onClick={() => setTutorialOpen(true)}>
              <CircleHelp size={20} />
            </ToolButton>
            <ToolButton label="Get a hint" onClick={actions.requestHint} disabled={board.locked}>
              <Lightbulb size={20} />
            </ToolButton>
            <ToolButton label="Share" onClick={share} disabled={!puzzle}>
              <Share2 size={20} />
            </ToolButton>
            {mode === 'daily' && (
              <ToolButton label="Leaderboard" onClick={openLeaderboard}>
                <Trophy size={20} />
              </ToolButton>
            )}
          </div>
        </div>

        <header className={styles.heading}>
          <h1 className={styles.title}>Wordree</h1>
          <p className={styles.tagline}>Build word chains on a letter grid</p>
        </header>

        {sharedId !== null ? (
          <p className={styles.sharedBanner}>
            Playing shared {mode} puzzle #{sharedId}
          </p>
        ) : (
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as WordreeMode)}>
            <Tabs.List className={styles.tabs} aria-label="Game mode">
              <Tabs.Trigger value="endless" className={styles.tab}>
                Endless
              </Tabs.Trigger>
              <Tabs.Trigger value="daily" className={styles.tab}>
                Daily Challenge
              </Tabs.Trigger>
            </Tabs.List>
          </Tabs.Root>
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
            <div className={styles.modeBar}>
              {mode === 'endless' ? (
                <>
                  {sharedId === null ? (
                    <DifficultySelect value={difficulty} onChange={changeDifficulty} />
                  ) : (
                    puzzle && <span className={styles.pill}>{puzzle.difficulty}</span>
                  )}
                  <Button variant="secondary" size="sm" onClick={requestNewPuzzle}>
                    <RefreshCw aria-hidden="true" size={16} />
                    New Puzzle
                  </Button>
                </>
              ) : (
                <>
                  <p className={styles.countdown} role="timer" aria-live="off">
                    <Clock aria-hidden="true" size={16} />
                    Next puzzle in <strong>{formatHms(remaining)}</strong>
                  </p>
                  {generating && <p className={styles.generating}>Generating new puzzle...</p>}
                </>
              )}
            </div>
            <div className={styles.score}>
              <ScorePanel
                score={chain.score}
                words={chain.wordChain}
                target={puzzle?.targetScore ?? null}
                highlight={board.highlight}
                lastGain={board.lastGain}
              />
            </div>

            <div className={styles.play}>
              <p className={styles.currentWord} aria-live="polite">
                {board.currentWord ? (
                  <span>
                    <span data-testid="wordree-current-word">{board.currentWord}</span>
                    {board.currentWord.length >= WORDREE_MIN_WORD_LENGTH && (
                      <span className={styles.preview}>+{wordScore(board.currentWord)}</span>
                    )}
                  </span>
                ) : (
                  <span className={styles.placeholder}>
                    {board.locked
                      ? 'Daily challenge complete'
                      : 'Tap or drag letters, or type them'}
                  </span>
                )}
              </p>
              {puzzle ? (
                <Grid
                  letters={board.letters}
                  size={board.size}
                  selection={board.selection}
                  lastWordCells={chain.lastWordCells}
                  hintCells={board.hintCells}
                  disabled={board.locked || board.busy}
                  onPick={actions.pick}
                  onDragStart={actions.dragStart}
                  onDragEnter={actions.dragEnter}
                />
              ) : (
                <div
                  className={styles.gridPlaceholder}
                  aria-busy="true"
                  aria-label="Loading puzzle"
                />
              )}
              <div className={styles.actions}>
                <Button
                  variant="accent"
                  className={styles.submit}
                  onClick={actions.submitWord}
                  disabled={board.locked || board.busy || board.selection.length === 0}
                >
                  Submit Word
                </Button>
                <Button
                  variant="secondary"
                  onClick={actions.clearSelection}
                  disabled={board.locked || board.selection.length === 0}
                >
                  Clear
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => setDialog('clear')}
                  disabled={board.locked || chain.wordChain.length === 0}
                >
                  Clear Word Chain
                </Button>
              </div>
              {canSubmitScore && (
                <Button
                  size="lg"
                  className={styles.submitScore}
                  onClick={() => setDialog('submit')}
                >
                  <Trophy aria-hidden="true" size={20} />
                  Submit Score to Leaderboard
                </Button>
              )}
            </div>

            {chain.hasSubmitted && (
              <div className={styles.complete}>
                <GameComplete
                  score={chain.score}
                  rank={chain.submittedRank}
                  words={chain.wordChain.length}
                  onShare={share}
                  onLeaderboard={openLeaderboard}
                />
              </div>
            )}

            <div className={styles.rules}>
              <RulesCard />
            </div>

            {mode === 'daily' && showLeaderboard && chain.hasSubmitted && (
              <div className={styles.board} ref={leaderboardRef}>
                <LeaderboardPanel
                  today={puzzle?.daily?.day ?? dayKey(new Date(now))}
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

      <Tutorial open={tutorialOpen} onClose={() => setTutorialOpen(false)} />
      <ConfirmDialog
        open={dialog === 'clear'}
        onOpenChange={(open) => setDialog(open ? 'clear' : null)}
        title="Clear Word Chain?"
        description="This removes every word from your chain and resets your score to 0."
        cancelLabel="Cancel"
        confirmLabel="Clear Word Chain"
        onConfirm={actions.clearChain}
      />
      <ConfirmDialog
        open={dialog === 'generate'}
        onOpenChange={(open) => setDialog(open ? 'generate' : null)}
        title="Generate New Puzzle?"
        description="Your word chain on this puzzle will end. Your score so far still counts toward your stats."
        cancelLabel="Keep Current Puzzle"
        confirmLabel="Generate New Puzzle"
        onConfirm={() => void generateNew()}
      />
      {dialog === 'submit' && (
        <SubmitScoreDialog
          open
          onOpenChange={(open) => setDialog(open ? 'submit' : null)}
          score={chain.score}
          words={chain.wordChain.length}
          suggestedName={suggestedName}
          onSubmit={async (name) => {
            const { rank, unranked } = await actions.submitScore(name);
            toast({
              title: 'Score submitted!',
              description: unranked ?? `You ranked #${rank} today.`,
            });
            setShowLeaderboard(true);
          }}
        />
      )}
    </Page>
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
