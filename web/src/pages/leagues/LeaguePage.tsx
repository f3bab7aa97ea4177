import { ArrowLeft, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useUser } from '../../api/user';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { useLeague } from './api';
import { LeagueBoard } from './LeagueBoard';
import { LeagueInvites } from './LeagueInvites';
import { LeagueMembers } from './LeagueMembers';
import { LeagueSettings } from './LeagueSettings';
import { SignInToLeagues } from './SignInToLeagues';
import { membersText } from './text';
import styles from './Leagues.module.scss';

/** What the page shows of the league, by where its loading stands. */
function LeagueContent({ id }: { id: string }) {
  const { user, isLoading } = useUser();
  const league = useLeague(id);
  if (isLoading) return <PageLoader />;
  if (!user)
    return <SignInToLeagues title="A league" text="Sign in to see the leagues you are in." />;
  if (league.isPending) return <PageLoader />;
  if (league.isError) {
    if (!(league.error instanceof ApiError && league.error.status === 404)) {
      return <LoadFailed error={league.error} onRetry={() => void league.refetch()} />;
    }
    // A league one is not in answers as none at all: no "Try again".
    return (
      <section className={styles.card} role="alert">
        <Trophy aria-hidden="true" size={36} className={styles.icon} />
        <h1 className={styles.title}>No such league</h1>
        <p className={styles.lead}>
          It does not exist, or you are not in it. Ask its owner for an invite link.
        </p>
      </section>
    );
  }
  const data = league.data;
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.name}</h1>
        <p className={styles.muted}>
          {membersText(data.members)}
          {data.isOwner && ' · you own this league'}
        </p>
      </header>
      <LeagueBoard leagueId={data.id} />
      <LeagueMembers league={data} />
      {data.isOwner && <LeagueInvites league={data} />}
      <LeagueSettings league={data} />
    </>
  );
}

/** One league, to its members: the boards, who is in, and (to its owner) its running. */
export default function LeaguePage() {
  const id = useParams().leagueId ?? '';
  // The same query as the content's: one request, and the league's name in the tab.
  const name = useLeague(id).data?.name;
  return (
    <Page title={name ? `${name} · League` : 'League'}>
      <div className={styles.screen}>
        <Button asChild variant="ghost" size="sm">
          <Link to="/leagues">
            <ArrowLeft aria-hidden="true" size={18} />
            Your leagues
          </Link>
        </Button>
        <LeagueContent id={id} />
      </div>
    </Page>
  );
}
