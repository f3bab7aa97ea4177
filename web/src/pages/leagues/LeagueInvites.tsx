import { useState } from 'react';
import { Link2, Share2, X } from 'lucide-react';
import {
  DEFAULT_LEAGUE_INVITE_DAYS,
  LEAGUE_INVITE_DAYS,
  MAX_OPEN_LEAGUE_INVITES,
  type League,
} from '@hub/proto';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button';
import { shareOrCopy } from '../../lib/share';
import { toast } from '../../toast/useToast';
import { BoardToggle } from '../../components/GameBoards';
import { useCreateInvite, useWithdrawInvite } from './api';
import { untilText } from './text';
import styles from './Leagues.module.scss';

const DAY_OPTIONS = Object.fromEntries(
  LEAGUE_INVITE_DAYS.map((days) => [String(days), days === 1 ? '1 day' : `${days} days`]),
) as Record<string, string>;

/**
 * The owner's invite links: a new one is shown, to share or copy, until the page is left or the
 * link is withdrawn (the server keeps only its hash and cannot show it again); open ones can be
 * withdrawn.
 */
export function LeagueInvites({ league }: { league: League }) {
  const [days, setDays] = useState(String(DEFAULT_LEAGUE_INVITE_DAYS));
  const create = useCreateInvite(league.id);
  const withdraw = useWithdrawInvite(league.id);
  const full = league.invites.length >= MAX_OPEN_LEAGUE_INVITES;
  // Shown while it is open: withdrawn, or expired while the page stayed, it is gone from the list.
  const stillOpen = league.invites.some((open) => open.id === create.data?.id);
  const made = stillOpen && create.data ? `${window.location.origin}${create.data.path}` : null;

  async function share(url: string) {
    const outcome = await shareOrCopy({
      title: `Join ${league.name}`,
      text: `Join my league “${league.name}” on Daily Puzzle Games: ${url}`,
    });
    if (outcome === 'copied') {
      toast({ title: 'Invite copied', description: 'Paste it to your friends.' });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="league-invites">
      <h2 id="league-invites" className={styles.sectionTitle}>
        Invite friends
      </h2>
      <p className={styles.muted}>
        Anyone signed in with the link can join while it is open. A link is shown only as it is
        made.
      </p>
      <div className={styles.inviteRow}>
        <BoardToggle label="Link open for" value={days} options={DAY_OPTIONS} onChange={setDays} />
        <Button
          variant="accent"
          onClick={() => create.mutate(Number(days))}
          disabled={full || create.isPending}
        >
          <Link2 aria-hidden="true" size={18} />
          Make an invite link
        </Button>
      </div>
      {made && (
        <div className={styles.madeLink}>
          <input
            className={styles.linkText}
            value={made}
            readOnly
            aria-label="Your new invite link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={() => void share(made)}>
            <Share2 aria-hidden="true" size={18} />
            Share
          </Button>
        </div>
      )}
      {(create.isError || withdraw.isError) && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error ?? withdraw.error)}
        </p>
      )}
      {league.invites.length > 0 && (
        <ul className={styles.invites} aria-label="Open invite links">
          {league.invites.map((open) => (
            <li key={open.id} className={styles.member}>
              <Link2 aria-hidden="true" size={16} />
              <span className={styles.memberName}>Link {untilText(open.expiresAt)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Withdraw the link ${untilText(open.expiresAt)}`}
                onClick={() => withdraw.mutate(open.id)}
              >
                <X aria-hidden="true" size={16} />
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
