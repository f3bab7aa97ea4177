import { useEffect } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { useUser } from '../../api/user';
import { BackToHubButton } from '../../components/BackToHubButton';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { AccessDenied } from './AccessDenied';
import { AuditLogPanel } from './AuditLogPanel';
import { DailyPanel } from './DailyPanel';
import { DeadLettersPanel } from './DeadLettersPanel';
import { GeneratePanel } from './GeneratePanel';
import { PuzzleNumbersPanel } from './PuzzleNumbersPanel';
import { UpcomingPanel } from './UpcomingPanel';
import styles from './AdminPage.module.scss';

/** Guests are sent to sign in, as a full navigation: the server starts sign-in and returns here. */
function SignInFirst() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.location.replace(`/api/login?returnTo=${encodeURIComponent(pathname)}`);
  }, [pathname]);
  return <PageLoader />;
}

/**
 * /admin (docs/rules.md#admin-dashboard). The role check here only chooses the screen; the
 * gateway and the admin service are what keep non-admins out.
 */
export default function AdminPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  if (!user.isAdmin) return <AccessDenied email={user.email} />;

  return (
    <Page title="Admin Dashboard">
      <BackToHubButton />
      <header className={styles.intro}>
        <span className={styles.badge}>
          <ShieldCheck aria-hidden="true" size={28} strokeWidth={2.2} />
        </span>
        <div>
          <h1 className={styles.title}>Admin Dashboard</h1>
          <p className={styles.tagline}>
            Generate puzzles and manage today&apos;s daily challenges
          </p>
        </div>
      </header>
      <div className={styles.grid}>
        <GeneratePanel />
        <DailyPanel />
        <UpcomingPanel />
        <PuzzleNumbersPanel />
        <DeadLettersPanel />
        <AuditLogPanel userId={user.id} />
      </div>
    </Page>
  );
}
