import { useState } from 'react';
import { Crown, UserMinus } from 'lucide-react';
import type { League, LeagueMember } from '@hub/proto';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { useRemoveMember } from './api';
import { membersText } from './text';
import styles from './Leagues.module.scss';

/** Who is in the league; its owner may remove anyone but themselves. */
export function LeagueMembers({ league }: { league: League }) {
  const remove = useRemoveMember(league.id);
  const [leaving, setLeaving] = useState<LeagueMember | null>(null);

  return (
    <section className={styles.section} aria-labelledby="league-members">
      <h2 id="league-members" className={styles.sectionTitle}>
        Members <span className={styles.count}>({membersText(league.members)})</span>
      </h2>
      <ul className={styles.members}>
        {league.memberList.map((member) => (
          <li key={member.id} className={styles.member}>
            <span className={styles.memberName}>
              {member.displayName}
              {member.isYou && <span className={styles.muted}> (you)</span>}
            </span>
            {member.isOwner && (
              <span className={styles.badge}>
                <Crown aria-hidden="true" size={14} />
                Owner
              </span>
            )}
            {league.isOwner && !member.isOwner && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${member.displayName}`}
                onClick={() => setLeaving(member)}
              >
                <UserMinus aria-hidden="true" size={16} />
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {remove.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Remove ${leaving?.displayName ?? ''}?`}
        description="They leave the league and its boards. They can come back only by an invite link that is still open."
        confirmLabel="Remove"
        onConfirm={() => leaving && remove.mutate(leaving.id)}
      />
    </section>
  );
}
