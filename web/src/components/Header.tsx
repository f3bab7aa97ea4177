import { LogIn } from 'lucide-react';
import { useUser } from '../api/user';
import { Button } from './Button';
import { Logo } from './Logo';
import { MenuDrawer } from './MenuDrawer';
import styles from './Header.module.scss';

/** Logo home on the left; the menu for players, a sign-in link for visitors. */
export function Header() {
  const { user, isLoading } = useUser();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        {user ? (
          <MenuDrawer user={user} />
        ) : (
          !isLoading && (
            <Button asChild variant="secondary" size="sm">
              {/* A full navigation: the server starts sign-in and sends the browser back. */}
              <a href="/api/login">
                <LogIn aria-hidden="true" size={18} />
                Sign in
              </a>
            </Button>
          )
        )}
      </div>
    </header>
  );
}
