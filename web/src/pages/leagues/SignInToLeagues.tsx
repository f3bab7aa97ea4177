import { LogIn, Trophy } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import styles from './Leagues.module.scss';

/**
 * Leagues are for accounts: a guest is asked to sign in (or sign up), and comes back here with
 * their guest games in the account.
 */
export function SignInToLeagues({ title, text }: { title: string; text: string }) {
  const { pathname } = useLocation();
  return (
    <section className={styles.card} aria-labelledby="leagues-sign-in">
      <Trophy aria-hidden="true" size={36} className={styles.icon} />
      <h1 id="leagues-sign-in" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{text}</p>
      <Button asChild variant="accent" size="lg">
        {/* A full navigation: the server starts sign-in and sends the browser back here. */}
        <a href={`/api/login?returnTo=${encodeURIComponent(pathname)}`}>
          <LogIn aria-hidden="true" size={18} />
          Sign in or sign up
        </a>
      </Button>
      <p className={styles.note}>The games you played as a guest come with you.</p>
    </section>
  );
}
