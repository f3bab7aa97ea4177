import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CircleHelp, Flower2, Lightbulb, PartyPopper } from 'lucide-react';
import {
  boardWarnings,
  clueStates,
  FLOWER_NAMES,
  type BloomBoard,
  type BloomDailyInfo,
  type BloomResult,
  type CellPosition,
  type FlowerType,
  type User,
} from '@hub/proto';
import { ApiError, errorMessage } from '../../api/client';
import { Button } from '../../components/Button';
import { formatCountdown } from '../../lib/countdown';
import { useNow } from '../../lib/useNow';
import { toast } from '../../toast/useToast';
import { saveGarden, useHint, useSubmitScore } from './api';
import { Board } from './Board';
import { CompletionDialog } from './CompletionDialog';
import { FLOWERS } from './flowers';
import { GameBar } from './GameBar';
import {
  applyHint,
  clearCell,
  clickCell,
  isStarter,
  isWin,
  placeFlower,
  type MoveOutcome,
} from './game';
import { loadGuestSave, storeGuestSave } from './guestSave';
import { Palette } from './Palette';
import { Leaderboard } from './Leaderboard';
import { initialGame } from './restore';
import { RulesList } from './RulesList';
import { localStore, NO_MISTAKES_KEY, readFlag, TUTORIAL_SEEN_KEY, writeFlag } from './storage';
import { Tutorial } from './Tutorial';
import { useGameClock } from './useGameClock';
import styles from './BloomGame.module.scss';

/** SPEC §9: the garden saves 2 seconds after the last change. */
const AUTO_SAVE_DELAY_MS = 2_000;
const ALREADY_COMPLETED = 'Puzzle already completed';

const isAlreadyCompleted = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === ALREADY_COMPLETED;

const where = ({ r, c }: CellPosition) => `row ${r + 1}, column ${c + 1}`;

/** The confetti library loads with the finish, not with the game. */
async function celebrate() {
  const { default: confetti } = await import('canvas-confetti');
  void confetti({
    particleCount: 140,
    spread: 80,
    origin: { y: 0.55 },
    colors: FLOWERS.map((flower) => flower.color),
    disableForReducedMotion: true,
  });
}

interface BloomGameProps {
  daily: BloomDailyInfo;
  user: User | null;
}

/**
 * Today's garden: the board, palette, timer, hints, saving and the finish. The server referees:
 * it counts hints, times the solve and checks the finished garden; this screen mirrors its rules
 * so mistakes show at once.
 */
export function BloomGame({ daily, user }: BloomGameProps) {
  const signedIn = user !== null;
  const [initial] = useState(() => {
    const store = localStore();
    return initialGame(daily, signedIn || !store ? null : loadGuestSave(store, daily.id));
  });
  const [board, setBoard] = useState(initial.board);
  const [hintsUsed, setHintsUsed] = useState(initial.hintsUsed);
  const [won, setWon] = useState(initial.won);
  const [result, setResult] = useState<BloomResult | null>(daily.result);
  const clock = useGameClock(initial.seconds);
  const [chosen, setChosen] = useState<FlowerType>('PINK');
  const [focus, setFocus] = useState<CellPosition>({ r: 0, c: 0 });
  const [hinted, setHinted] = useState<CellPosition | null>(null);
  const [noMistakes, setNoMistakes] = useState(() => readFlag(NO_MISTAKES_KEY));
  const [tutorialOpen, setTutorialOpen] = useState(() => !readFlag(TUTORIAL_SEEN_KEY));
  const [completionOpen, setCompletionOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [revision, setRevision] = useState(0);
  const hint = useHint();
  const submitScore = useSubmitScore();

  const garden = useMemo(
    () => ({ starters: daily.starters, clues: daily.clues, board }),
    [daily.starters, daily.clues, board],
  );
  const warnings = useMemo(() => boardWarnings(board), [board]);
  const lines = useMemo(() => clueStates(board, daily.clues), [board, daily.clues]);
  const seconds = won && result ? result.timeTaken : clock.seconds;

  // Saves and the server's answers arrive after renders; they read the garden as it is now.
  const latest = useRef({ board, seconds, hintsUsed });
  useEffect(() => {
    latest.current = { board, seconds, hintsUsed };
  });
  /** The server times the solve from the first save or hint; until then it has no clock. */
  const serverClockStarted = useRef(daily.savedState !== null);

  const persist = useCallback(
    async (completed: boolean, finalBoard?: BloomBoard) => {
      const { seconds: timeElapsed, hintsUsed: hints } = latest.current;
      const boardToSave = finalBoard ?? latest.current.board;
      const store = localStore();
      if (!signedIn && store) {
        storeGuestSave(store, {
          puzzleId: daily.id,
          board: boardToSave,
          timeElapsed,
          hintsUsed: hints,
          starterCells: daily.starters,
          hasWon: completed,
        });
      }
      serverClockStarted.current = true;
      // Guests save to the server too (DESIGN §3): it keeps their clock, and their garden moves to
      // the account they sign up with.
      await saveGarden({
        mode: 'daily',
        dailyPuzzleId: daily.id,
        board: boardToSave,
        timeElapsed,
        hintsUsed: hints,
        completed,
      });
    },
    [daily.id, daily.starters, signedIn],
  );

  useEffect(() => {
    if (revision === 0 || won) return;
    // A failed save is retried by the next change; the garden stays on screen either way.
    const id = window.setTimeout(() => void persist(false).catch(() => {}), AUTO_SAVE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [revision, won, persist]);

  const { start: startClock, stop: stopClock } = clock;
  const startPlaying = useCallback(() => {
    startClock();
    if (!serverClockStarted.current) void persist(false).catch(() => {});
  }, [startClock, persist]);

  const finish = useCallback(
    async (finalBoard: BloomBoard) => {
      setWon(true);
      stopClock();
      setCompletionOpen(true);
      void celebrate();
      setAnnouncement('Garden complete! Every flower is in place.');
      await persist(true, finalBoard).catch(() => {});
      submitScore.mutate(
        {
          timeTaken: latest.current.seconds,
          hintsUsed: latest.current.hintsUsed,
          board: finalBoard,
        },
        {
          onSuccess: (answer) => setResult(answer),
          onError: (error) => {
            if (isAlreadyCompleted(error)) toast({ title: ALREADY_COMPLETED });
            else
              toast({
                title: 'Score not saved',
                description: errorMessage(error),
                variant: 'destructive',
              });
          },
        },
      );
    },
    [persist, stopClock, submitScore],
  );

  // A garden finished on an earlier visit whose score never reached the server: send it now.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !initial.won || daily.completed) return;
    resumed.current = true;
    void finish(initial.board);
  }, [daily.completed, finish, initial]);

  function alreadyCompleted() {
    toast({ title: ALREADY_COMPLETED });
  }

  function play(outcome: MoveOutcome, cell: CellPosition, type?: FlowerType) {
    switch (outcome.kind) {
      case 'starter':
        setAnnouncement(`The starter at ${where(cell)} is fixed.`);
        return;
      case 'refused':
        toast({
          title: 'Invalid placement',
          description: 'This flower cannot be placed here',
          variant: 'destructive',
        });
        return;
      case 'cleared':
        setBoard(outcome.board);
        setRevision((n) => n + 1);
        setAnnouncement(`Cleared ${where(cell)}.`);
        return;
      case 'placed': {
        setBoard(outcome.board);
        setRevision((n) => n + 1);
        const name = type ? FLOWER_NAMES[type] : '';
        const after = clueStates(outcome.board, daily.clues);
        const breaks =
          boardWarnings(outcome.board).cells.has(`${cell.r},${cell.c}`) ||
          after.rows[cell.r] === 'broken' ||
          after.columns[cell.c] === 'broken';
        setAnnouncement(`${name} at ${where(cell)}${breaks ? ', breaks a rule' : ''}.`);
        if (outcome.won) void finish(outcome.board);
      }
    }
  }

  function onCellClick(cell: CellPosition) {
    if (won) return alreadyCompleted();
    startPlaying();
    const filled = board[cell.r]![cell.c];
    play(clickCell(garden, cell, chosen, noMistakes), cell, filled ? undefined : chosen);
  }

  function onPlace(cell: CellPosition, type: FlowerType) {
    if (won) return alreadyCompleted();
    setChosen(type);
    startPlaying();
    play(placeFlower(garden, cell, type, noMistakes), cell, type);
  }

  function onClear(cell: CellPosition) {
    if (won) return alreadyCompleted();
    startPlaying();
    play(clearCell(garden, cell), cell);
  }

  function onHint() {
    if (won) return alreadyCompleted();
    startPlaying();
    hint.mutate(latest.current.board, {
      onSuccess: (answer) => {
        serverClockStarted.current = true;
        const next = applyHint({ ...garden, board: latest.current.board }, answer);
        setBoard(next);
        setHintsUsed(answer.hintsUsed);
        latest.current = { ...latest.current, board: next, hintsUsed: answer.hintsUsed };
        setHinted({ r: answer.r, c: answer.c });
        setFocus({ r: answer.r, c: answer.c });
        setRevision((n) => n + 1);
        setAnnouncement(
          `Hint: ${FLOWER_NAMES[answer.type]} at ${where(answer)}${answer.corrects ? ', replacing a wrong flower' : ''}.`,
        );
        if (isWin(next, daily.clues)) void finish(next);
      },
      onError: (error) => {
        if (isAlreadyCompleted(error)) alreadyCompleted();
        else
          toast({
            title: 'Hint failed',
            description: 'Could not get a hint. Please try again.',
            variant: 'destructive',
          });
      },
    });
  }

  function closeTutorial() {
    writeFlag(TUTORIAL_SEEN_KEY, true);
    setTutorialOpen(false);
    if (!won) startPlaying();
  }

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="bloom-title">
        <header className={styles.header}>
          <div>
            <p className={styles.kicker}>
              Daily #{daily.puzzleNumber}
              <span className={styles.difficulty}>{daily.difficulty}</span>
            </p>
            <h1 id="bloom-title" className={styles.title}>
              Bloom
            </h1>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className={styles.help}
            onClick={() => setTutorialOpen(true)}
          >
            <CircleHelp aria-hidden="true" size={18} />
            <span className={styles.helpText}>How to play</span>
          </Button>
        </header>

        <GameBar
          seconds={seconds}
          hintsUsed={hintsUsed}
          noMistakes={noMistakes}
          onNoMistakesChange={(on) => {
            setNoMistakes(on);
            writeFlag(NO_MISTAKES_KEY, on);
          }}
        />

        {won && <SolvedBanner resetTime={daily.resetTime} onShow={() => setCompletionOpen(true)} />}

        <Board
          board={board}
          isStarter={(cell) => isStarter(garden, cell)}
          warnings={warnings}
          clues={daily.clues}
          clueStates={lines}
          chosen={chosen}
          focus={focus}
          onFocusChange={setFocus}
          hinted={hinted}
          solved={won}
          onCellClick={onCellClick}
          onPlace={onPlace}
          onClear={onClear}
        />

        <Palette chosen={chosen} onChoose={setChosen} warnings={warnings.types} />

        <div className={styles.actions}>
          <Button variant="accent" onClick={onHint} disabled={hint.isPending}>
            <Lightbulb aria-hidden="true" size={18} />
            Get Hint
          </Button>
          <p className={styles.hintNote}>Each hint costs 100 points</p>
        </div>

        <p className={styles.live} aria-live="polite">
          {announcement}
        </p>
      </section>

      <aside className={styles.side}>
        <section className={styles.panel} aria-labelledby="bloom-rules-title">
          <h2 id="bloom-rules-title" className={styles.panelTitle}>
            <Flower2 aria-hidden="true" size={20} />
            Flower Rules
          </h2>
          <RulesList />
        </section>
        <Leaderboard />
      </aside>

      <Tutorial open={tutorialOpen} onClose={closeTutorial} />
      <CompletionDialog
        open={completionOpen}
        onOpenChange={setCompletionOpen}
        puzzleNumber={daily.puzzleNumber}
        seconds={seconds}
        hintsUsed={result?.hintsUsed ?? hintsUsed}
        score={result?.score ?? null}
        rank={result?.rank ?? null}
        unranked={result?.unranked ?? null}
        board={board}
        signedIn={signedIn}
      />
    </div>
  );
}

function SolvedBanner({ resetTime, onShow }: { resetTime: string; onShow(): void }) {
  const now = useNow(1000);
  return (
    <div className={styles.solved}>
      <PartyPopper aria-hidden="true" size={22} />
      <div className={styles.solvedText}>
        <p className={styles.solvedTitle}>Garden complete!</p>
        <p className={styles.solvedNext}>{formatCountdown(Date.parse(resetTime) - now)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onShow}>
        See results
      </Button>
    </div>
  );
}
