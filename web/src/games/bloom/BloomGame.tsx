import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import {
  boardWarnings,
  clueStates,
  type BloomDailyInfo,
  type CellPosition,
  type FlowerType,
  type User,
} from '@hub/proto';
import { Button } from '../../components/Button';
import { Board } from './Board';
import { CompletionDialog } from './CompletionDialog';
import { GameBar } from './GameBar';
import { GameHeader } from './GameHeader';
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
  daily: BloomDailyInfo;
  /** The garden a guest left on this device (null for a signed-in player). */
  guestSave: GuestSave | null;
  user: User | null;
  /** The page's tutorial (it opens before the garden has loaded): closing it starts play. */
  tutorialOpen: boolean;
  onHowToPlay(): void;
}

/**
 * Today's garden: the board, palette, timer, hints, saving and the finish. The server referees:
 * it counts hints, times the solve and checks the finished garden; this screen mirrors its rules
 * so mistakes show at once.
 */
export function BloomGame({ daily, guestSave, user, tutorialOpen, onHowToPlay }: BloomGameProps) {
  const signedIn = user !== null;
  const garden = useGardenState(daily, guestSave);
  const { board, notes, won, result, hintsUsed, seconds } = garden;
  const saving = useGardenSaving(daily, signedIn, garden);
  const [chosen, setChosen] = useState<FlowerType>('PINK');
  const [focus, setFocus] = useState<CellPosition>({ r: 0, c: 0 });
  const [noMistakes, setNoMistakes] = useState(() => readFlag(NO_MISTAKES_KEY));
  const [completionOpen, setCompletionOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const rules = useMemo(
    () => ({ starters: daily.starters, clues: daily.clues, board }),
    [daily.starters, daily.clues, board],
  );
  const warnings = useMemo(() => boardWarnings(board), [board]);
  const lines = useMemo(() => clueStates(board, daily.clues), [board, daily.clues]);

  const onFinished = useCallback(() => {
    setCompletionOpen(true);
    setAnnouncement('Garden complete! Every flower is in place.');
  }, []);
  const finish = useFinish(daily, garden, saving, onFinished);
  const moves = useGardenMoves({
    daily,
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
        <GameHeader daily={daily} onHowToPlay={onHowToPlay} />

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
          notes={notes}
          notesMode={notesTool.notesMode}
          isStarter={(cell) => isStarter(rules, cell)}
          warnings={warnings}
          clues={daily.clues}
          clueStates={lines}
          chosen={chosen}
          focus={focus}
          onFocusChange={setFocus}
          hinted={moves.hinted}
          solved={won}
          onCellClick={(cell) =>
            notesTool.notesMode ? notesTool.onNote(cell, notesTool.tool) : moves.onCellClick(cell)
          }
          onPlace={moves.onPlace}
          onNote={notesTool.onNote}
          onClear={moves.onClear}
          onClearNotes={notesTool.onClearNotes}
        />

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

      <GameSide />

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
