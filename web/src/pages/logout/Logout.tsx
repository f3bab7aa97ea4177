import { useState } from 'react';
import { House, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/proto';
import { useUser } from '../../api/user';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import styles from './Logout.module.scss';

/**
 * Where GET /api/logout sends a browser that did not come from one of our own pages (a link in a
 * mail, another site, a typed address): logging out takes this button, a POST, so nobody else
 * can log a player out by a link.
 */
export default function Logout() {
  const { user, isLoading } = useUser();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function logOut() {
    setState('busy');
    const answer = await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    }).catch(() => null);
    // A full navigation, as from the menu: nothing of the signed-in session stays in memory.
    if (answer?.ok) window.location.assign('/');
    else setState('failed');
  }

  const signedOut = !isLoading && !user;
  return (
    <Page title="Log Out">
      <section className={styles.logout}>
        <h1 className={styles.title}>{signedOut ? 'You are signed out' : 'Log out?'}</h1>
        {!signedOut && <p className={styles.text}>Do you want to log out of this browser?</p>}
        {state === 'failed' && (
          <p className={styles.text} role="alert">
            We could not log you out. Please try again.
          </p>
        )}
        <div className={styles.actions}>
          {!signedOut && (
            <Button size="lg" onClick={logOut} disabled={isLoading || state === 'busy'}>
              <LogOut aria-hidden="true" size={20} />
              Log Out
            </Button>
          )}
          <Button asChild size="lg" variant="secondary">
            <Link to="/">
              <House aria-hidden="true" size={20} />
              Back to home
            </Link>
          </Button>
        </div>
      </section>
    </Page>
  );
}
