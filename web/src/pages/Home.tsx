import { lazy } from 'react';
import { useUser } from '../api/user';
import { PageLoader } from '../components/PageLoader';

const Hub = lazy(() => import('./hub/Hub'));
const Landing = lazy(() => import('./landing/Landing'));

/** SPEC §2: / is the hub for players and the landing page for visitors. */
export default function Home() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoader />;
  return user ? <Hub user={user} /> : <Landing />;
}
