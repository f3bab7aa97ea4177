import { lazy } from 'react';
import { useUser } from '../api/user';
import { PageLoader } from '../components/PageLoader';
import Landing from './landing/Landing';

// The landing page comes with the home page, as a first visit is a visitor's; players load the hub.
const Hub = lazy(() => import('./hub/Hub'));

/** / is the hub for players and the landing page for visitors (docs/rules.md#hub-and-profile). */
export default function Home() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoader />;
  return user ? <Hub user={user} /> : <Landing />;
}
