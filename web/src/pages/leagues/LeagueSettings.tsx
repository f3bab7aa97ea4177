import { useState, type FormEvent } from 'react';
import { LogOut, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { League } from '@hub/proto';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { useDeleteLeague, useLeaveLeague, useRenameLeague } from './api';
import { LeagueNameField } from './LeagueNameField';
import styles from './Leagues.module.scss';

/** The owner renames or deletes the league. */
function OwnerSettings({ league }: { league: League }) {
  const [name, setName] = useState(league.name);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const rename = useRenameLeague(league.id);
  const remove = useDeleteLeague(league.id, () => void navigate('/leagues'));

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(name);
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit}>
        <LeagueNameField
          value={name}
          onChange={setName}
          refusal={rename.error}
          {...(rename.isSuccess && rename.data.name === name ? { hint: 'Saved.' } : {})}
        />
        <Button type="submit" disabled={rename.isPending || name.trim() === league.name}>
          <Pencil aria-hidden="true" size={16} />
          Rename
        </Button>
      </form>
      <Button variant="secondary" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" size={16} />
        Delete league
      </Button>
      {remove.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${league.name}?`}
        description="The league, its members and its invite links go for good. Everyone keeps their own points."
        confirmLabel="Delete"
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

/** A member leaves. */
function MemberSettings({ league }: { league: League }) {
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const leave = useLeaveLeague(league.id, () => void navigate('/leagues'));
  return (
    <>
      <Button variant="secondary" onClick={() => setLeaving(true)}>
        <LogOut aria-hidden="true" size={16} />
        Leave league
      </Button>
      {leave.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(leave.error)}
        </p>
      )}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`Leave ${league.name}?`}
        description="You leave its boards. You can come back only by a new invite link."
        confirmLabel="Leave"
        onConfirm={() => leave.mutate()}
      />
    </>
  );
}

export function LeagueSettings({ league }: { league: League }) {
  return (
    <section className={styles.section} aria-labelledby="league-settings">
      <h2 id="league-settings" className={styles.sectionTitle}>
        {league.isOwner ? 'Settings' : 'Membership'}
      </h2>
      {league.isOwner ? <OwnerSettings league={league} /> : <MemberSettings league={league} />}
    </section>
  );
}
