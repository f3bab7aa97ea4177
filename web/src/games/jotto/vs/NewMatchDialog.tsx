import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/dialog/Modal';
import { useCreateMatch } from '../api/matches';
import { GuessForm } from '../components/GuessForm';
import { checkSecretWord } from '../lib/guessCheck';
import { secretWordFailure } from './secretWordFailure';
import styles from './NewMatchDialog.module.scss';

/** Asks for the creator's secret word, creates the match and opens it to share its link. */
export function NewMatchDialog() {
  const create = useCreateMatch();
  const navigate = useNavigate();

  async function createWith(word: string) {
    const { id } = await create.mutateAsync({ word });
    await navigate(`/game/jotto/vs/${id}`);
  }

  return (
    <Modal
      title="New Match"
      description="Choose the word your opponent has to find."
      trigger={
        <Button variant="accent">
          <Plus aria-hidden="true" size={18} />
          New Match
        </Button>
      }
    >
      {/* The dialog renders outside the screen: it takes Jotto's colours itself. */}
      <div className={styles.body} data-game="jotto">
        <GuessForm
          label="Your secret word"
          submitLabel="Create Match"
          onGuess={createWith}
          previousGuesses={[]}
          check={checkSecretWord}
          describeFailure={secretWordFailure('Failed to Create Match')}
        />
        <p className={styles.rules}>
          5 letters, no letter twice, and a real word. Keep it secret: only you can see it until the
          match ends.
        </p>
      </div>
    </Modal>
  );
}
