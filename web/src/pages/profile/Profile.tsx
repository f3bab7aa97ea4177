import { Navigate } from 'react-router';
import { useGameStats } from '../../api/progress';
import { useUser } from '../../api/user';
import { BackToHubButton } from '../../components/BackToHubButton';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { GameStatsList } from './GameStatsList';
import { GameHistorySection } from './history/GameHistorySection';
import { ProfileCard } from './ProfileCard';
import { RemindersCard } from './reminders/RemindersCard';
import { StatTiles } from './StatTiles';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import styles from './Profile.module.scss';

export default function Profile() {
  const { user, isLoading: userLoading } = useUser();
  const { data: stats = [], isLoading, isError } = useGameStats();

  if (userLoading) return <PageLoader />;
  if (!user) return <Navigate to="/" replace />;

  return (
    <Page title="Profile">
      <BackToHubButton />
      <h1 className={styles.title}>Your profile</h1>
      <VerifyEmailNotice user={user} />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <ProfileCard user={user} />
          <StatTiles stats={stats} isLoading={isLoading} isError={isError} />
          <RemindersCard />
        </div>
        <GameStatsList stats={stats} isLoading={isLoading} isError={isError} />
      </div>
      <div className={styles.history}>
        <GameHistorySection stats={stats} />
      </div>
    </Page>
  );
}
