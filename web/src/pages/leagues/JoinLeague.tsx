import { LogIn, Trophy, Users } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client';
import { useUser } from '../../api/user';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { useInvitePreview, useJoinLeague } from './api';
import { SignInToLeagues } from './SignInToLeagues';
import { membersText, untilText } from './text';
import styles from './Leagues.module.scss';

function InviteContent({ token }: { token: string }) {
  const { user, isLoading } = useUser();
  const preview = useInvitePreview(token);
  const navigate = useNavigate();
  const join = useJoinLeague(token, (league) => void navigate(`/leagues/${league.id}`));
  if (isLoading || preview.isPending) return <PageLoader />;
  if (preview.isError) {
    if (!(preview.error instanceof ApiError && preview.error.status === 404)) {
      return <LoadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
    }
    return (
      <section className={styles.card} role="alert">
        <Trophy aria-hidden="true" size={36} className={styles.icon} />
        <h1 className={styles.title}>This link has closed</h1>
        <p className={styles.lead}>{errorMessage(preview.error)}</p>
        <Button asChild variant="secondary">
          <Link to="/">Play today’s games</Link>
        </Button>
      </section>
    );
  }
  const invite = preview.data;
  if (invite.leagueId) return <Navigate to={`/leagues/${invite.leagueId}`} replace />;
  const title = `${invite.owner} invited you to ${invite.name}`;
  if (!user) {
    return (
      <SignInToLeagues
        title={title}
        text="Sign in or create an account to join the league and play your friends on its boards."
      />
    );
  }
  return (
    <section className={styles.card} aria-labelledby="join-title">
      <Trophy aria-hidden="true" size={36} className={styles.icon} />
      <h1 id="join-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.itemFacts}>
        <Users aria-hidden="true" size={16} />
        {membersText(invite.members)} · {untilText(invite.expiresAt)}
      </p>
      <Button variant="accent" size="lg" disabled={join.isPending} onClick={() => join.mutate()}>
        <LogIn aria-hidden="true" size={18} />
        Join the league
      </Button>
      {join.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(join.error)}
        </p>
      )}
    </section>
  );
}

/**
 * Where an invite link opens: the league it leads to, and a way in. A guest is asked to sign in
 * first and comes back here; a member already goes straight to the league.
 */
export default function JoinLeague() {
  const token = useParams().token ?? '';
  const name = useInvitePreview(token).data?.name;
  return (
    <Page title={name ? `Join ${name}` : 'Join a league'}>
      <div className={styles.screen}>
        <InviteContent token={token} />
      </div>
    </Page>
  );
}
