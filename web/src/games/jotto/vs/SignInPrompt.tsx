import { LogIn, Swords } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import styles from './SignInPrompt.module.scss';

/** VS matches are between signed-in players: their user ids decide whose turn it is. */
export function SignInPrompt() {
  const { pathname } = useLocation();
  return (
    <section className={styles.prompt} aria-labelledby="sign-in-title">
      <Swords aria-hidden="true" size={40} className={styles.icon} />
      <h2 id="sign-in-title" className={styles.title}>
        Sign in to play VS
      </h2>
      <p className={styles.text}>
        VS matches are played between two signed-in players, so each of you keeps your turn and your
        win. It takes a moment and your daily progress comes with you.
      </p>
      <Button asChild variant="accent" size="lg">
        {/* A full navigation: the server starts sign-in and sends the browser back here. */}
        <a href={`/api/login?returnTo=${encodeURIComponent(pathname)}`}>
          <LogIn aria-hidden="true" size={18} />
          Sign in
        </a>
      </Button>
    </section>
  );
}
