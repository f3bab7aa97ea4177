import { useAuthProviders } from '../../api/auth';
import { GitHubIcon, GoogleIcon } from './BrandIcons';
import styles from './SocialButtons.module.scss';

/** Sign-in through a provider: full navigations, since the server runs the redirect dance. */
export function SocialButtons({ returnTo }: { returnTo: string }) {
  const { google, github } = useAuthProviders();
  if (!google && !github) return null;
  const query = `?returnTo=${encodeURIComponent(returnTo)}`;

  return (
    <div className={styles.social}>
      {google && (
        <a className={styles.button} href={`/api/auth/google${query}`}>
          <GoogleIcon />
          Continue with Google
        </a>
      )}
      {github && (
        <a className={styles.button} href={`/api/auth/github${query}`}>
          <GitHubIcon />
          Continue with GitHub
        </a>
      )}
      <p className={styles.divider}>
        <span>or use your e-mail</span>
      </p>
    </div>
  );
}
