import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { JOTTO_MESSAGES, JOTTO_WORD_LENGTH } from '@hub/proto';
import { ApiError, errorMessage } from '../../../api/client';
import { Button } from '../../../components/Button';
import { toast } from '../../../toast/useToast';
import { checkGuess, normalizeTyping, type InputProblem } from '../lib/guessCheck';
import { MatchBadge } from './MatchBadge';
import { WordTiles } from './WordTiles';
import styles from './GuessForm.module.scss';

/** The toast title of a server refusal of a guess, by message (docs/rules.md#jotto-on-screen). */
const SERVER_TITLES: Record<string, string> = {
  [JOTTO_MESSAGES.guessLength]: 'Invalid Length',
  [JOTTO_MESSAGES.guessLetters]: 'Invalid Characters',
  [JOTTO_MESSAGES.alreadyGuessed]: 'Already Guessed',
};

function describeGuessFailure(error: unknown): InputProblem {
  // No answer at all (offline, say): the guess was never judged.
  if (!(error instanceof ApiError)) {
    return { title: 'Guess not sent', description: errorMessage(error) };
  }
  const message = error.serverMessage;
  return {
    title: (message && SERVER_TITLES[message]) ?? 'Invalid Guess',
    description: message ?? JOTTO_MESSAGES.notAWord,
  };
}

interface GuessFormProps {
  /** Sends the guess; a rejection is shown as a toast and the guess stays in the box. */
  onGuess(guess: string): Promise<unknown>;
  previousGuesses: readonly string[];
  label?: string;
  submitLabel?: string;
  /** Checks a word before sending; secret words have their own rules. */
  check?: typeof checkGuess;
  /** The toast for a refusal by the server. */
  describeFailure?: (error: unknown) => InputProblem;
  autoFocus?: boolean;
  /**
   * The newest guess and its count, shown under the box: on a phone the list of guesses is a
   * screen below, and this is where the player is looking.
   */
  latest?: { guess: string; matchingLetters: number } | undefined;
}

/** Up to 5 letters, upper-cased as typed; Enter or the button submits. */
export function GuessForm({
  onGuess,
  previousGuesses,
  label = 'Your guess',
  submitLabel = 'Submit',
  check = checkGuess,
  describeFailure = describeGuessFailure,
  autoFocus = true,
  latest,
}: GuessFormProps) {
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  /** The refusal on screen, if any: a guess that then goes through makes it stale. */
  const refusal = useRef<{ dismiss(): void } | null>(null);
  const refuse = (problem: InputProblem) => {
    refusal.current = toast({ ...problem, variant: 'destructive' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check(value, previousGuesses);
    if (problem) {
      refuse(problem);
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onGuess(value.trim());
      setValue('');
      refusal.current?.dismiss();
      refusal.current = null;
    } catch (error) {
      refuse(describeFailure(error));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={`${hintId}-input`}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${hintId}-input`}
          className={styles.input}
          value={value}
          onChange={(event) => setValue(normalizeTyping(event.target.value))}
          maxLength={JOTTO_WORD_LENGTH}
          size={JOTTO_WORD_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          placeholder="•••••"
          aria-describedby={hintId}
          // The page opens for playing: the box is where the keyboard should go.
          autoFocus={autoFocus}
        />
        <Button type="submit" variant="accent" size="lg" disabled={sending}>
          <Send aria-hidden="true" size={18} />
          {submitLabel}
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {value.length}/{JOTTO_WORD_LENGTH} letters · press Enter to submit
      </p>
      {latest && (
        <p className={styles.latest} data-testid="jotto-latest">
          <span className={styles.latestLabel}>Last guess</span>
          <WordTiles word={latest.guess} size="sm" />
          <MatchBadge count={latest.matchingLetters} />
        </p>
      )}
    </form>
  );
}
