import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import {
  boardWarnings,
  clueStates,
  dayKey,
  type CellPosition,
  type FlowerType,
  type User,
} from '@hub/proto';
import { Button } from '../../components/Button';
import { ChallengeBanner, useChallengeId } from '../../components/challenge/lazy';
import type { GardenCalls, GardenInfo } from './api';
import { Board } from './Board';
import { CompletionDialog, type SignUpInvitation } from './CompletionDialog';
import { GameBar } from './GameBar';
import { GameSide } from './GameSide';
import type { GuestSave } from './schemas/guestSave';
import { isStarter } from './game';
import { NotesTools } from './NotesTools';
import { Palette } from './Palette';
import { SolvedBanner } from './SolvedBanner';
import { NO_MISTAKES_KEY, readFlag, writeFlag } from './storage';
import { useFinish } from './useFinish';
import { useGardenMoves } from './useGardenMoves';
import { useGardenNotes } from './useGardenNotes';
import { useGardenSaving } from './useGardenSaving';
import { useGardenState } from './useGardenState';
import styles from './BloomGame.module.scss';

interface BloomGameProps {
  /** The day's garden as the server keeps it for the player: today's, or a past day's. */
  info: GardenInfo;
  /** Where its moves go: today's calls or the archive's. */
  calls: GardenCalls;
  /** The garden a guest left on this device (null for a signed-in player, and in the archive). */
  guestSave: GuestSave | null;
  user: User | null;
  /** The page's tutorial (it opens before the garden has loaded): closing it starts play. */
  tutorialOpen: boolean;
  /** Which garden this is, and the screen's buttons (GameHeader). */
  header: ReactNode;
  /** The solved banner's second line: the time to the next daily, or an archive's standing. */
  solvedNote: ReactNode;
  /** The day's leaderboard, beside the garden. */
  leaderboard: ReactNode;
  /** Under the results: why the score is not ranked, or where it would have stood. */
  resultNote: (unranked: string | null) => string | null;
  /** The results' invitation to a guest. */
  signUp: SignUpInvitation;
}

/**
 * A day's garden: the board, palette, timer, hints, saving and the finish, for today's daily and
 * the archive alike. The server referees: it counts hints, times the solve and checks the
 * finished garden; this screen mirrors its rules so mistakes show at once.
 */
export function BloomGame(props: BloomGameProps) {
  const { info, calls, guestSave, user, tutorialOpen } = props;
  const signedIn = user !== null;
  const garden = useGardenState(info, guestSave);
  const { board, notes, won, result, hintsUsed, seconds } = garden;
  const saving = useGardenSaving(info, calls, signedIn, garden);
  const [chosen, setChosen] = useState<FlowerType>('PINK');
  const [focus, setFocus] = useState<CellPosition>({ r: 0, c: 0 });
  const [noMistakes, setNoMistakes] = useState(() => readFlag(NO_MISTAKES_KEY));
  const [completionOpen, setCompletionOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const challengeId = useChallengeId();

  const rules = useMemo(
    () => ({ starters: info.starters, clues: info.clues, board }),
    [info.starters, info.clues, board],
  );
  // A starter is given and right: never the one marked for a clash beside it.
  const warnings = useMemo(
    () => boardWarnings(board, (cell) => isStarter(rules, cell)),
    [board, rules],
  );
  const lines = useMemo(() => clueStates(board, info.clues), [board, info.clues]);

  const onFinished = useCallback(() => {
    setCompletionOpen(true);
    setAnnouncement('Garden complete! Every flower is in place.');
  }, []);
  const { finish, waiting } = useFinish(info, calls, garden, saving, onFinished);
  const moves = useGardenMoves({
    info,
    calls,
    garden,
    rules,
    saving,
    finish,
    noMistakes,
    chosen,
    setChosen,
    setFocus,
    announce: setAnnouncement,
  });
  const notesTool = useGardenNotes({
    garden,
    rules,
    saving,
    chosen,
    announce: setAnnouncement,
  });

  const { startPlaying } = saving;
  const tutorialWasOpen = useRef(tutorialOpen);
  useEffect(() => {
    if (tutorialWasOpen.current && !tutorialOpen && !won) startPlaying();
    tutorialWasOpen.current = tutorialOpen;
  }, [tutorialOpen, won, startPlaying]);

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="bloom-title">
        {props.header}
        {challengeId && (
          <div className={styles.challenge}>
            <ChallengeBanner
              game="bloom"
              id={challengeId}
              day={info.dayKey}
              finished={result !== null}
            />
          </div>
        )}

        <GameBar
          seconds={seconds}
          hintsUsed={hintsUsed}
          noMistakes={noMistakes}
          onNoMistakesChange={(on) => {
            setNoMistakes(on);
            writeFlag(NO_MISTAKES_KEY, on);
          }}
        />

        {won && (
          <SolvedBanner onShow={() => setCompletionOpen(true)}>{props.solvedNote}</SolvedBanner>
        )}

        {/* The board and what plants on it: side by side on a wide screen, so both fit. */}
        <div className={styles.play}>
          <Board
            board={board}
            notes={notes}
            notesMode={notesTool.notesMode}
            isStarter={(cell) => isStarter(rules, cell)}
            warnings={warnings}
            clues={info.clues}
            clueStates={lines}
            chosen={chosen}
            focus={focus}
            onFocusChange={setFocus}
            hinted={moves.hinted}
            refusal={moves.refusal}
            solved={won}
            onCellClick={(cell) =>
              notesTool.notesMode ? notesTool.onNote(cell, notesTool.tool) : moves.onCellClick(cell)
            }
            onPlace={moves.onPlace}
            onNote={notesTool.onNote}
            onClear={moves.onClear}
            onClearNotes={notesTool.onClearNotes}
          />
          <div className={styles.controls}>
            <Palette
              chosen={chosen}
              onChoose={(type) => {
                setChosen(type);
                notesTool.chooseFlower();
              }}
              warnings={warnings.types}
              notesMode={notesTool.notesMode}
              crossing={notesTool.crossing}
            />
            <NotesTools
              notesMode={notesTool.notesMode}
              onToggleNotes={notesTool.toggleNotesMode}
              crossing={notesTool.crossing}
              onChooseCross={notesTool.chooseCross}
            />
          </div>
        </div>

        <div className={styles.actions}>
          <Button variant="accent" onClick={moves.onHint} disabled={moves.hintPending}>
            <Lightbulb aria-hidden="true" size={18} />
            Get Hint
          </Button>
          <p className={styles.hintNote}>Each hint costs 100 points</p>
        </div>

        <p className={styles.live} aria-live="polite">
          {announcement}
        </p>
      </section>

      <GameSide leaderboard={props.leaderboard} />

      <CompletionDialog
        open={completionOpen}
        onOpenChange={setCompletionOpen}
        puzzleNumber={info.puzzleNumber}
        day={info.dayKey}
        today={info.dayKey === dayKey()}
        seconds={seconds}
        hintsUsed={result?.hintsUsed ?? hintsUsed}
        score={result?.score ?? null}
        rank={result?.rank ?? null}
        unranked={result ? props.resultNote(result.unranked) : null}
        waiting={waiting}
        board={board}
        signedIn={signedIn}
        signUp={props.signUp}
      />
    </div>
  );
}
