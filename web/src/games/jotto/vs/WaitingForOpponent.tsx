import { Hourglass, Share2 } from 'lucide-react';
import type { JottoMatch } from '@hub/proto';
import { Button } from '../../../components/Button';
import { shareOrCopy } from '../../../lib/share';
import { toast } from '../../../toast/useToast';
import { useSecretWord } from '../api/matches';
import { GuessForm } from '../components/GuessForm';
import { WordTiles } from '../components/WordTiles';
import { checkSecretWord } from '../lib/guessCheck';
import { secretWordFailure } from './secretWordFailure';
import styles from './MatchPanels.module.scss';

/** The creator's view until someone joins: their word, and the link to send. */
export function WaitingForOpponent({ match }: { match: JottoMatch }) {
  const setWord = useSecretWord(match.id);
  const link = `${window.location.origin}/game/jotto/vs/${match.id}`;

  async function shareLink() {
    if ((await shareOrCopy({ title: 'Jotto VS match', text: link })) === 'copied') {
      toast({ title: 'Link Copied', description: 'Send it to a friend to start the match.' });
    }
  }

  if (!match.player1Ready) {
    return (
      <section className={styles.panel} aria-labelledby="choose-title">
        <h2 id="choose-title" className={styles.panelTitle}>
          Choose your secret word
        </h2>
        <GuessForm
          label="Your secret word"
          submitLabel="Save Word"
          previousGuesses={[]}
          check={checkSecretWord}
          describeFailure={secretWordFailure('Invalid Word')}
          onGuess={(word) => setWord.mutateAsync({ word })}
        />
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="waiting-title">
      <Hourglass aria-hidden="true" size={36} className={styles.icon} />
      <h2 id="waiting-title" className={styles.panelTitle}>
        Waiting for an opponent
      </h2>
      <p className={styles.text}>
        Send this link to a friend. They pick their own secret word to join, and you guess first.
      </p>
      <div className={styles.linkRow}>
        <input
          className={styles.link}
          value={link}
          readOnly
          aria-label="Match link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="accent" onClick={shareLink}>
          <Share2 aria-hidden="true" size={18} />
          Share Link
        </Button>
      </div>
      {match.player1Word && (
        <p className={styles.yourWord}>
          Your secret word <WordTiles word={match.player1Word} />
        </p>
      )}
      <p className={styles.hint}>This page updates by itself when they join.</p>
    </section>
  );
}
