import type { ReactNode } from 'react';
import {
  ChevronRight,
  LayoutDashboard,
  LogOut,
  Menu,
  Shield,
  UserRound,
  Users,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import type { User } from '@hub/proto';
import { displayName } from '../lib/displayName';
import { cx } from '../lib/cx';
import { Sheet } from './dialog/Sheet';
import { ThemeSwitcher } from './ThemeSwitcher';
import styles from './MenuDrawer.module.scss';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{children}</span>
      <ChevronRight className={styles.chevron} aria-hidden="true" size={18} />
    </>
  );
}

export function MenuDrawer({ user }: { user: User }) {
  return (
    <Sheet
      title="Menu"
      description={`Signed in as ${displayName(user)}`}
      trigger={
        <button type="button" className={styles.trigger} aria-label="Open menu">
          <Menu aria-hidden="true" />
        </button>
      }
    >
      <nav aria-label="Account" className={styles.nav}>
        <Dialog.Close asChild>
          <Link to="/profile" className={styles.item}>
            <Item icon={<UserRound aria-hidden="true" size={20} />}>Profile</Item>
          </Link>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Link to="/leagues" className={styles.item}>
            <Item icon={<Users aria-hidden="true" size={20} />}>Leagues</Item>
          </Link>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Link to="/privacy" className={styles.item}>
            <Item icon={<Shield aria-hidden="true" size={20} />}>Privacy Policy</Item>
          </Link>
        </Dialog.Close>
        {user.isAdmin && (
          <Dialog.Close asChild>
            <Link to="/admin" className={styles.item}>
              <Item icon={<LayoutDashboard aria-hidden="true" size={20} />}>Admin Dashboard</Item>
            </Link>
          </Dialog.Close>
        )}
        {/* A full navigation: the server ends the session and sends the browser home. */}
        <a href="/api/logout" className={cx(styles.item, styles.logout)}>
          <Item icon={<LogOut aria-hidden="true" size={20} />}>Log Out</Item>
        </a>
      </nav>
      <ThemeSwitcher className={styles.theme} />
    </Sheet>
  );
}
