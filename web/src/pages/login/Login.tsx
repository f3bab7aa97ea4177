import { Navigate, Link, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { PASSWORD_MIN_LENGTH, ReturnTo, SignInBody, SignUpBody } from '@hub/proto';
import type { User } from '@hub/proto';
import { useSignIn, useSignUp } from '../../api/auth';
import { useUser } from '../../api/user';
import { LogoMark } from '../../components/Logo';
import { Page } from '../../components/Page';
import { PageLoader } from '../../components/PageLoader';
import { displayName } from '../../lib/displayName';
import { toast } from '../../toast/useToast';
import { AuthForm } from './AuthForm';
import { SocialButtons } from './SocialButtons';
import styles from './Login.module.scss';

const EMAIL_FIELD = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  required: true,
} as const;

const SIGN_IN_FIELDS = [
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
];

const SIGN_UP_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    required: true,
  },
];

/** The sign-in page the server's /api/login sends browsers to (with ?returnTo=<path>). */
export default function Login() {
  const [params] = useSearchParams();
  const returnTo = ReturnTo.parse(params.get('returnTo') ?? '/');
  const { user, isLoading } = useUser();
  const signIn = useSignIn();
  const signUp = useSignUp();

  if (isLoading) return <PageLoader />;
  // Signed in already, or just now: go where the visitor was heading.
  if (user) return <Navigate to={returnTo} replace />;

  const welcome = (title: string) => (signedIn: User) =>
    toast({ title, description: `Good to see you, ${displayName(signedIn)}.` });

  return (
    <Page title="Sign in" header={false}>
      <div className={styles.wrap}>
        <section className={styles.card} aria-labelledby="login-title">
          <Link to="/" className={styles.logo} aria-label="Daily Puzzle Games home">
            <LogoMark className={styles.mark} />
          </Link>
          <h1 id="login-title" className={styles.title}>
            Keep your streak going
          </h1>
          <p className={styles.subtitle}>
            Sign in to save your stats, streaks and achievements across devices.
          </p>

          <SocialButtons returnTo={returnTo} />

          <Tabs.Root defaultValue="signin" className={styles.tabs}>
            <Tabs.List className={styles.tabList} aria-label="Sign in or create an account">
              <Tabs.Trigger value="signin" className={styles.tab}>
                Sign in
              </Tabs.Trigger>
              <Tabs.Trigger value="signup" className={styles.tab}>
                Create account
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signin" className={styles.panel}>
              <AuthForm
                schema={SignInBody}
                mutation={signIn}
                fields={SIGN_IN_FIELDS}
                submitLabel="Sign in"
                pendingLabel="Signing in..."
                onSuccess={welcome('Welcome back!')}
              />
            </Tabs.Content>
            <Tabs.Content value="signup" className={styles.panel}>
              <AuthForm
                schema={SignUpBody}
                mutation={signUp}
                fields={SIGN_UP_FIELDS}
                submitLabel="Create account"
                pendingLabel="Creating account..."
                onSuccess={welcome('Account created!')}
              />
            </Tabs.Content>
          </Tabs.Root>

          <p className={styles.guest}>
            Just want to play? <Link to="/">Continue as a guest</Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
