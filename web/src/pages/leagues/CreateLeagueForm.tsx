import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LEAGUE_NAME_LENGTH } from '@hub/proto';
import { Button } from '../../components/Button';
import { useCreateLeague } from './api';
import { LeagueNameField } from './LeagueNameField';
import styles from './Leagues.module.scss';

/** A new league's name; the server checks it (length, the denylist) and says what is wrong. */
export function CreateLeagueForm({ full }: { full: boolean }) {
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const create = useCreateLeague((league) => void navigate(`/leagues/${league.id}`));

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="create-league">
      <h2 id="create-league" className={styles.sectionTitle}>
        Start a league
      </h2>
      <LeagueNameField
        value={name}
        onChange={setName}
        refusal={create.error}
        hint={
          full
            ? 'You are in as many leagues as a player can be: leave one to start another.'
            : `${LEAGUE_NAME_LENGTH.min}–${LEAGUE_NAME_LENGTH.max} characters, shown to every member.`
        }
        disabled={full}
      />
      <Button type="submit" variant="accent" disabled={full || create.isPending}>
        <Plus aria-hidden="true" size={18} />
        {create.isPending ? 'Creating...' : 'Create league'}
      </Button>
    </form>
  );
}
