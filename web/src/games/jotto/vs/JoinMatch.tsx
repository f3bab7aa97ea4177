import { Swords } from 'lucide-react';
import type { JottoMatch } from '@hub/proto';
import { useSecretWord } from '../api/matches';
import { GuessForm } from '../components/GuessForm';
import { checkSecretWord } from '../lib/guessCheck';
import { secretWordFailure } from './secretWordFailure';
import styles from './MatchPanels.module.scss';

/** Anyone but the creator, on a waiting match: join by choosing a secret word. */
export function JoinMatch({ match }: { match: JottoMatch }) {
  const join = useSecretWord(match.id);
  return (
    <section className={styles.panel} aria-labelledby="join-title">
      <Swords aria-hidden="true" size={36} className={styles.icon} />
      <h2 id="join-title" className={styles.panelTitle}>
        {match.player1Name} challenged you!
      </h2>
      {match.player1Ready ? (
        <>
          <p className={styles.text}>
            Choose a secret word for {match.player1Name} to find. They guess first, then you take
            turns.
          </p>
          <GuessForm
            label="Your secret word"
            submitLabel="Join Match"
            previousGuesses={[]}
            check={checkSecretWord}
            describeFailure={secretWordFailure('Failed to Join')}
            onGuess={(word) => join.mutateAsync({ word })}
          />
        </>
      ) : (
        <p className={styles.text}>
          {match.player1Name} is still choosing a word. This page updates by itself.
        </p>
      )}
    </section>
  );
}
