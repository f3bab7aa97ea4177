import { useState } from 'react';
import { Navigate, Link, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { ReturnTo, SignInBody, SignUpBody } from '@hub/proto';
import type { User } from '@hub/proto';
import { isNewAccount, useSignIn, useSignUp } from '../../api/auth';
import { useUser } from '../../api/user';
import { Button } from '../../components/Button';
import { PageLoader } from '../../components/PageLoader';
import { displayName } from '../../lib/displayName';
import { toast } from '../../toast/useToast';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { CheckYourEmail } from './CheckYourEmail';
import { ForgotPassword } from './ForgotPassword';
import { SIGN_IN_FIELDS, SIGN_UP_FIELDS } from './fields';
import { SocialButtons } from './SocialButtons';
import styles from './Login.module.scss';

const welcomeBack = (signedIn: User) =>
  toast({ title: 'Welcome back!', description: `Good to see you, ${displayName(signedIn)}.` });

const welcome = (signedUp: User) =>
  toast({
    title: `Welcome, ${displayName(signedUp)}!`,
    description:
      'Your games and streaks now save to your account. Open the link we mailed you to confirm your e-mail and join the global leaderboards.',
  });

/**
 * The sign-in page the server's /api/login sends browsers to (with ?returnTo=<path>);
 * ?forgot opens the form that mails a link to set a new password.
 */
export default function Login() {
  const [params] = useSearchParams();
  const returnTo = ReturnTo.parse(params.get('returnTo') ?? '/');
  const { user, isLoading } = useUser();
  const signIn = useSignIn(welcomeBack);
  const signUp = useSignUp(welcome);
  const [forgot, setForgot] = useState(params.has('forgot'));

  if (isLoading) return <PageLoader />;
  // Signed in already, or just now: go where the visitor was heading.
  if (user) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      pageTitle="Sign in"
      title="Keep your streak going"
      subtitle="Sign in to save your stats, streaks and achievements across devices."
      footnote={
        <>
          Just want to play? <Link to="/">Continue as a guest</Link>
        </>
      }
    >
      <SocialButtons returnTo={returnTo} />

      {signUp.isSuccess && !isNewAccount(signUp.data) ? (
        <CheckYourEmail answer={signUp.data} onBack={() => signUp.reset()} />
      ) : forgot ? (
        <ForgotPassword onBack={() => setForgot(false)} />
      ) : (
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
            />
            <Button variant="ghost" onClick={() => setForgot(true)} className={styles.forgot}>
              Forgot your password?
            </Button>
          </Tabs.Content>
          <Tabs.Content value="signup" className={styles.panel}>
            <AuthForm
              schema={SignUpBody}
              mutation={signUp}
              fields={SIGN_UP_FIELDS}
              submitLabel="Create account"
              pendingLabel="Creating account..."
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </AuthCard>
  );
}
