import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { wordreeSchemas } from '../api';
import { GameDialog } from './GameDialog';
import styles from './dialogs.module.scss';

/** The name last submitted, offered again next time. */
export const DISPLAY_NAME_KEY = 'wordree-display-name';

interface SubmitScoreDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  score: number;
  words: number;
  /**
   * A signed-in player's public name (the one every board shows), or null for a guest, who picks
   * a name (the last one used is offered again).
   */
  accountName: string | null;
  onSubmit: (displayName: string) => Promise<unknown>;
}

export function SubmitScoreDialog(props: SubmitScoreDialogProps) {
  const { open, onOpenChange, score, words, accountName, onSubmit } = props;
  const [typed, setName] = useState(() => localStorage.getItem(DISPLAY_NAME_KEY) ?? '');
  // One name everywhere: an account submits under its own, never one typed as a guest.
  const name = accountName ?? typed;
  const noteId = useId();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await wordreeSchemas()).WordreeDisplayName.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check your name');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit(parsed.data);
      if (!accountName) localStorage.setItem(DISPLAY_NAME_KEY, parsed.data);
      onOpenChange(false);
    } catch {
      // The game has shown why in a toast; the dialog stays open to try again.
    } finally {
      setSending(false);
    }
  };

  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Score"
      description={`Your chain of ${words} ${words === 1 ? 'word' : 'words'} scores ${score} points. ${accountName ? 'The leaderboard shows your account’s name.' : 'Pick the name the leaderboard shows.'}`}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          Display Name
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          readOnly={accountName !== null}
          autoComplete="nickname"
          autoFocus={accountName === null}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : accountName ? noteId : undefined}
        />
        {accountName && (
          <p id={noteId} className={styles.note}>
            The name on your profile, the same on every board.
          </p>
        )}
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={sending}>
            {sending ? 'Submitting…' : 'Submit Score'}
          </Button>
        </div>
      </form>
    </GameDialog>
  );
}
