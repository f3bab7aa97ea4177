import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { useUser } from '../api/user';
import { Button } from './Button';
import { Logo } from './Logo';
import styles from './Header.module.scss';

// Only players have the menu: visitors do not download its Radix Dialog.
const MenuDrawer = lazy(() =>
  import('./MenuDrawer').then(({ MenuDrawer }) => ({ default: MenuDrawer })),
);

/** Logo home on the left; the menu for players, a sign-in link for visitors. */
export function Header() {
  const { user, isLoading } = useUser();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        {user ? (
          <Suspense fallback={null}>
            <MenuDrawer user={user} />
          </Suspense>
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
