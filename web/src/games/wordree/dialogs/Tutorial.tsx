import { useState, type ReactNode } from 'react';
import { Calendar, Link2, MousePointerClick, Sparkles, Trophy } from 'lucide-react';
import { Button } from '../../../components/Button';
import { cx } from '../../../lib/cx';
import { GameDialog } from './GameDialog';
import { useOpenedWithPage } from '../../../lib/useOpenedWithPage';
import styles from './Tutorial.module.scss';

/** Set once the tutorial is finished or skipped (docs/rules.md#wordree-on-screen). */
export const TUTORIAL_FLAG = 'tutorial-shown';

interface Step {
  title: string;
  icon: ReactNode;
  body: ReactNode;
}

const STEPS: Step[] = [
  {
    title: 'Welcome',
    icon: <Sparkles size={32} />,
    body: (
      <p>
        Wordree is a game of word chains. Find words on the letter grid and link them together into
        the longest chain you can.
      </p>
    ),
  },
  {
    title: 'Creating Words',
    icon: <MousePointerClick size={32} />,
    body: (
      <p>
        Tap letters one by one, or hold a letter and drag across its neighbours, up, down, sideways
        or diagonally. Words need at least 3 letters and each cell is used once per word. On a
        keyboard, just type the word and press Enter.
      </p>
    ),
  },
  {
    title: 'Word Chains',
    icon: <Link2 size={32} />,
    body: (
      <p>
        Every new word must use at least one cell from the previous word. The cells of your last
        word stay outlined so you can see where to continue.
      </p>
    ),
  },
  {
    title: 'Scoring',
    icon: <Trophy size={32} />,
    body: (
      <p>
        A 3-letter word scores 10 points and every extra letter adds 5: 4 letters score 15, 5
        letters score 20. Reach 250, 500 and 1000 points for special celebrations, and chase each
        puzzle’s target score.
      </p>
    ),
  },
  {
    title: 'Game Modes',
    icon: <Calendar size={32} />,
    body: (
      <p>
        Endless lets you practise any time on puzzles of your chosen difficulty. The Daily Challenge
        is the same puzzle for everyone: submit your score once to see where you rank. Stuck? Ask
        for a hint.
      </p>
    ),
  },
];

interface TutorialProps {
  open: boolean;
  onClose: () => void;
}

/** Five steps: Skip Tutorial, Next, and finally Start Playing (docs/rules.md#wordree-on-screen). */
export function Tutorial({ open, onClose }: TutorialProps) {
  const [step, setStep] = useState(0);
  const atOnce = useOpenedWithPage(open);
  const last = step === STEPS.length - 1;
  const current = STEPS[step]!;

  const close = () => {
    localStorage.setItem(TUTORIAL_FLAG, 'true');
    setStep(0);
    onClose();
  };

  return (
    <GameDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="How to Play"
      description={`Step ${step + 1} of ${STEPS.length}`}
      atOnce={atOnce}
    >
      <div
        className={styles.step}
        key={step}
        style={atOnce && step === 0 ? { animation: 'none' } : undefined}
      >
        <div className={styles.icon} aria-hidden="true">
          {current.icon}
        </div>
        <h3 className={styles.title}>{current.title}</h3>
        <div className={styles.text}>{current.body}</div>
      </div>
      <ol className={styles.dots} aria-label={`Step ${step + 1} of ${STEPS.length}`}>
        {STEPS.map((item, index) => (
          <li
            key={item.title}
            className={cx(styles.dot, index === step && styles.active)}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className={styles.visuallyHidden}>{item.title}</span>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={close}>
          Skip Tutorial
        </Button>
        <Button variant="accent" onClick={() => (last ? close() : setStep(step + 1))}>
          {last ? 'Start Playing' : 'Next'}
        </Button>
      </div>
    </GameDialog>
  );
}
