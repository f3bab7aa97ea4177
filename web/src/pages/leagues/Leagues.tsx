import { ChevronRight, Crown, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../api/user';
import { LoadFailed } from '../../components/LoadFailed';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { useMyLeagues } from './api';
import { CreateLeagueForm } from './CreateLeagueForm';
import { SignInToLeagues } from './SignInToLeagues';
import { membersText } from './text';
import styles from './Leagues.module.scss';

/** The player's leagues (docs/rules.md#leagues): each opens its boards; a form starts another. */
export default function Leagues() {
  const { user, isLoading } = useUser();
  const leagues = useMyLeagues();

  return (
    <Page title="Leagues">
      <div className={styles.screen}>
        {isLoading ? (
          <PageLoader />
        ) : !user ? (
          <SignInToLeagues
            title="Leagues"
            text="Play against your friends: start a league, send them the link, and see who leads today, this week and all time."
          />
        ) : (
          <>
            <header className={styles.header}>
              <h1 className={styles.title}>Your leagues</h1>
              <p className={styles.muted}>
                Boards of your friends for every game. Only members see a league.
              </p>
            </header>
            {leagues.isPending && <p className={styles.muted}>Loading your leagues...</p>}
            {leagues.isError && (
              <LoadFailed error={leagues.error} onRetry={() => void leagues.refetch()} />
            )}
            {leagues.data &&
              (leagues.data.leagues.length === 0 ? (
                <p className={styles.empty}>
                  You are in no league yet. Start one below, or open a friend’s invite link.
                </p>
              ) : (
                <ul className={styles.list} aria-label="Your leagues">
                  {leagues.data.leagues.map((league) => (
                    <li key={league.id}>
                      <Link to={`/leagues/${league.id}`} className={styles.item}>
                        <span className={styles.itemName}>{league.name}</span>
                        <span className={styles.itemFacts}>
                          <Users aria-hidden="true" size={16} />
                          {membersText(league.members)}
                          {league.isOwner && (
                            <span className={styles.badge}>
                              <Crown aria-hidden="true" size={14} />
                              Owner
                            </span>
                          )}
                        </span>
                        <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            <CreateLeagueForm
              full={(leagues.data?.leagues.length ?? 0) >= (leagues.data?.limit ?? Infinity)}
            />
          </>
        )}
      </div>
    </Page>
  );
}
