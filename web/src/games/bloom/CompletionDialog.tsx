import { Share2, Trophy } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { BloomBoard } from '@hub/proto';
import { Button } from '../../components/Button';
import { ChallengeButton, ChallengeVerdict } from '../../components/challenge/lazy';
import { DialogHeader } from '../../components/dialog/DialogHeader';
import { HowEveryoneDid } from '../../components/everyone/HowEveryoneDid';
import dialog from '../../components/dialog/Dialog.module.scss';
import { cx } from '../../lib/cx';
import { shareOrCopy } from '../../lib/share';
import { toast } from '../../toast/useToast';
import { formatClock, shareText } from './share';
import { SolvedGarden } from './SolvedGarden';
import styles from './CompletionDialog.module.scss';

export interface SignUpInvitation {
  title: string;
  text: string;
}

interface CompletionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  puzzleNumber: number;
  /** The garden's day, for a challenge to it. */
  day: string;
  /** Today's daily (not the archive): how everyone did today shows once it is scored. */
  today: boolean;
  seconds: number;
  hintsUsed: number;
  /** Null until the server has scored the garden (or if it could not). */
  score: number | null;
  rank: number | null;
  /** Why the score is kept but not ranked (the server's words); null when ranked. */
  unranked: string | null;
  /** The finish could not reach the server: it waits on this device (useFinish.ts). */
  waiting: boolean;
  board: BloomBoard;
  signedIn: boolean;
  /** What a guest is invited to sign up for. */
  signUp: SignUpInvitation;
}

async function share(text: string): Promise<void> {
  if ((await shareOrCopy({ title: 'Bloom', text })) === 'copied') {
    toast({ title: 'Copied to clipboard', description: 'Paste it anywhere to share your garden.' });
  }
}

/**
 * Time, hints, the garden in emoji, share, close, and a sign-up prompt for guests
 * (docs/rules.md#bloom-on-screen).
 */
export function CompletionDialog(props: CompletionDialogProps) {
  const { puzzleNumber, seconds, hintsUsed, score, rank, unranked, board, signedIn } = props;
  const text = shareText({ puzzleNumber, seconds, hints: hintsUsed });
  const lines = text.split('\n');
  const stats = [
    { label: 'Time', value: formatClock(seconds) },
    { label: 'Hints', value: String(hintsUsed) },
    { label: 'Score', value: score === null ? '…' : String(score) },
    { label: 'Rank', value: unranked ? 'Unranked' : rank === null ? '…' : `#${rank}` },
  ];

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={cx(dialog.modal, styles.dialog)}>
          <DialogHeader title="Garden complete!" description={`Bloom #${puzzleNumber} solved`} />
          <div className={cx(dialog.body, styles.body)}>
            <ChallengeVerdict game="bloom" day={props.day} />
            <dl className={styles.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
            {unranked && <p className={styles.resultNote}>{unranked}</p>}
            <HowEveryoneDid game="bloom" finished={props.today && score !== null} />
            {props.waiting && (
              <p className={styles.resultNote} role="status">
                You’re offline. Your garden is kept on this device and sent when you’re back online;
                the server times the solve until it arrives.
              </p>
            )}
            {/* The solution grid: the player's own garden, for their eyes only. */}
            <SolvedGarden board={board} />
            {/* The share text itself, laid out as a card: its squares give no flower away. */}
            <pre className={styles.shareCard} aria-label="Share text">
              {lines.map((line, index) => (
                <span key={index} className={index < 2 ? styles.shareLine : styles.gardenLine}>
                  {line}
                  {index < lines.length - 1 ? '\n' : ''}
                </span>
              ))}
            </pre>
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary">Close</Button>
              </Dialog.Close>
              <Button variant="accent" onClick={() => void share(text)}>
                <Share2 aria-hidden="true" size={18} />
                Share
              </Button>
              {/* Once the server has scored the garden: a challenge reads its score. */}
              {score !== null && (
                <ChallengeButton
                  game="bloom"
                  day={props.day}
                  number={puzzleNumber}
                  size="md"
                  className={styles.challenge}
                />
              )}
            </div>
            {!signedIn && (
              <div className={styles.signUp}>
                <Trophy aria-hidden="true" size={28} />
                <div>
                  <p className={styles.signUpTitle}>{props.signUp.title}</p>
                  <p className={styles.signUpText}>{props.signUp.text}</p>
                </div>
                <Button
                  variant="primary"
                  size="sm"
                  onClick={() => window.location.assign('/api/login')}
                >
                  Sign Up
                </Button>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
