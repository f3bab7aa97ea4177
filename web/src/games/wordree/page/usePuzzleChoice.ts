import { useNavigate } from 'react-router';
import type { WordreeDifficulty, WordreeMode } from '@hub/proto';
import { toast } from '../../../toast/useToast';
import { DIFFICULTY_KEY } from '../settings';
import type { usePuzzleSource } from '../usePuzzleSource';
import type { WordreeBoard } from '../useWordreeGame';

interface PuzzleChoiceOptions {
  source: ReturnType<typeof usePuzzleSource>;
  board: WordreeBoard;
  sharedId: number | null;
  mode: WordreeMode;
  difficulty: WordreeDifficulty;
  setDifficulty: (difficulty: WordreeDifficulty) => void;
  /** Asks before a chain in progress is left for a new puzzle. */
  confirmGenerate: () => void;
}

/** New Puzzle and the difficulty select in each mode (docs/rules.md#wordree-on-screen). */
export function usePuzzleChoice({
  source,
  board,
  sharedId,
  mode,
  difficulty,
  setDifficulty,
  confirmGenerate,
}: PuzzleChoiceOptions) {
  const navigate = useNavigate();
  const { actions, chain } = board;

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
    if (chain.wordChain.length > 0) confirmGenerate();
    else void generateNew();
  };

  const changeDifficulty = (next: WordreeDifficulty) => {
    if (next === difficulty) return;
    actions.clearChain();
    localStorage.setItem(DIFFICULTY_KEY, next);
    setDifficulty(next);
    source.redraw();
  };

  return { generateNew, requestNewPuzzle, changeDifficulty };
}
