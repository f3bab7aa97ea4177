import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../../components/Button';
import { DialogHeader } from '../../components/dialog/DialogHeader';
import dialog from '../../components/dialog/Dialog.module.scss';
import { cx } from '../../lib/cx';
import { FLOWERS } from './flowers';
import { FlowerIcon } from './FlowerIcon';
import { FlowerTile } from './FlowerTile';
import { RulesList } from './RulesList';
import { focusAfterPaint } from '../../lib/focusAfterPaint';
import { useOpenedWithPage } from '../../lib/useOpenedWithPage';
import styles from './Tutorial.module.scss';

interface Step {
  title: string;
  body: ReactNode;
}

const STEPS: Step[] = [
  {
    title: 'Welcome to Bloom',
    body: (
      <>
        <p className={styles.hero} aria-hidden="true">
          {FLOWERS.map((flower) => (
            <FlowerIcon key={flower.type} type={flower.type} />
          ))}
        </p>
        <p>
          Every day a new garden waits to be planted: a 5×5 logic puzzle with exactly one solution.
          You never need to guess; every flower can be worked out.
        </p>
      </>
    ),
  },
  {
    title: 'The goal',
    body: (
      <>
        <p>Fill all 25 beds with these five flowers:</p>
        <ul className={styles.flowers}>
          {FLOWERS.map((flower) => (
            <li key={flower.type}>
              <FlowerTile type={flower.type} className={styles.tile} />
              {flower.name}
            </li>
          ))}
        </ul>
        <p>
          The number beside each row and under each column is how many different kinds of flower it
          holds. Flowers with a coloured ring are starters: they are fixed and show you where to
          begin.
        </p>
      </>
    ),
  },
  { title: 'Flower rules', body: <RulesList /> },
  {
    title: 'How to play',
    body: (
      <ul className={styles.points}>
        <li>Pick a flower in the palette, then tap an empty bed to plant it.</li>
        <li>Tap a flower you planted to dig it up again.</li>
        <li>
          A flower that breaks a rule is marked in red, and so is a row or column number once its
          line has too many kinds (or is full with too few). A number turns green when its line is
          full and right.
        </li>
        <li>On a keyboard: arrow keys move, 1 to 5 plant, Backspace, Delete or 0 clears a bed.</li>
        <li>
          Turn on Notes (key N) to pencil the flowers a bed may still hold, or cross it out (X).
          Notes are never moves: planting a flower clears its bed’s notes.
        </li>
      </ul>
    ),
  },
  {
    title: 'Tips',
    body: (
      <ul className={styles.points}>
        <li>Start beside the starters: each rules out two flowers around it.</li>
        <li>
          A 1 means one kind all along the line; once a line shows as many kinds as its number, its
          other beds repeat them.
        </li>
        <li>
          Flowers that may touch are neighbours on the wheel Lily, Daisy, Rose, Tulip, Pansy, Lily,
          so a line’s kinds are neighbours too: a 5 walks the whole wheel in order.
        </li>
        <li>Turn on No Mistakes to have rule-breaking placements refused.</li>
        <li>
          Stuck? Get Hint plants one correct flower, or fixes a wrong one. Each hint costs 100
          points, and so does every 5 minutes, so bloom fast!
        </li>
      </ul>
    ),
  },
];

interface TutorialProps {
  open: boolean;
  /** Called however it closes: Start, Skip, the close button or Escape. */
  onClose(): void;
}

/** The five-step how-to-play dialog (docs/rules.md#bloom-on-screen). */
export function Tutorial({ open, onClose }: TutorialProps) {
  const [step, setStep] = useState(0);
  const withPage = useOpenedWithPage(open);
  const entrance = withPage ? { animation: 'none' } : undefined;
  const last = step === STEPS.length - 1;
  const close = () => {
    setStep(0);
    onClose();
  };
  const current = STEPS[step]!;

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      {/* As Wordree's (GameDialog): rendered in the page's own render, and focused once the page
          has painted, so opening with the page lays it out once, not three times in one task. */}
      <Dialog.Portal container={document.body}>
        <Dialog.Overlay className={dialog.overlay} style={entrance} />
        <Dialog.Content
          className={cx(dialog.modal, styles.tutorial)}
          style={entrance}
          onOpenAutoFocus={withPage ? focusAfterPaint : undefined}
          aria-describedby={undefined}
        >
          <DialogHeader title={current.title} />
          <div className={cx(dialog.body, styles.body)}>
            <p className={styles.stepCount}>
              Step {step + 1} of {STEPS.length}
            </p>
            {current.body}
          </div>
          <div className={styles.footer}>
            <ol className={styles.dots} aria-hidden="true">
              {STEPS.map((item, index) => (
                <li key={item.title} className={cx(index === step && styles.current)} />
              ))}
            </ol>
            <div className={styles.buttons}>
              {step > 0 && (
                <Button variant="ghost" size="sm" onClick={() => setStep(step - 1)}>
                  Back
                </Button>
              )}
              {!last && (
                <Button variant="secondary" size="sm" onClick={close}>
                  Skip
                </Button>
              )}
              {last ? (
                <Button variant="accent" size="sm" onClick={close}>
                  Start
                </Button>
              ) : (
                <Button variant="accent" size="sm" onClick={() => setStep(step + 1)}>
                  Next
                </Button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
