import { useSiteConfig } from '../../api/config';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { consentActions, useConsent } from '../../consent/useConsent';
import styles from './Privacy.module.scss';

function ConsentStatus() {
  const consent = useConsent();
  const answer =
    consent === null
      ? 'You have not made a choice yet.'
      : consent.accepted
        ? 'You accepted all cookies.'
        : 'You declined analytics and advertising cookies.';
  return (
    <div className={styles.consent}>
      <p>
        <strong>Your current choice:</strong> {answer}
      </p>
      {consent !== null && (
        <Button variant="secondary" size="sm" onClick={consentActions.reset}>
          Change cookie preferences
        </Button>
      )}
    </div>
  );
}

export default function Privacy() {
  const { supportEmail } = useSiteConfig();
  return (
    <Page title="Privacy Policy">
      <article className={styles.policy}>
        <header className={styles.header}>
          <h1>Privacy Policy</h1>
          <p className={styles.updated}>Last updated: October 19, 2025</p>
          <p className={styles.lead}>
            Daily Puzzle Games (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs Wordree, Jotto and Bloom.
            This policy explains what information we collect when you play, why we collect it, who
            helps us process it and the choices you have. We keep it short because we collect
            little.
          </p>
        </header>

        <section>
          <h2>Information we collect</h2>
          <ul>
            <li>
              <strong>Account details.</strong> If you create an account we store your e-mail
              address, an encrypted (hashed) form of your password and, if you give them, your first
              and last name. If you sign in with Google or GitHub, we receive your name, e-mail
              address and profile picture from that provider; we never see your password there.
            </li>
            <li>
              <strong>Gameplay.</strong> The puzzles you play, your guesses, word chains, scores,
              times, hints used, streaks and achievements, and any display name you choose for a
              leaderboard.
            </li>
            <li>
              <strong>Guest play.</strong> You can play without an account. We then keep your
              progress under a random guest identifier tied to a session cookie, and move it to your
              account if you sign up later.
            </li>
            <li>
              <strong>Technical data.</strong> Basic request information such as your IP address,
              browser type and the time of your visit, which our servers log to keep the service
              secure and working.
            </li>
          </ul>
        </section>

        <section>
          <h2>How we use it</h2>
          <ul>
            <li>To run the games, save your progress and show your stats and achievements.</li>
            <li>To rank scores on daily leaderboards and run head-to-head Jotto matches.</li>
            <li>To keep you signed in and protect accounts against abuse and fraud.</li>
            <li>With your consent, to understand how the site is used and to show advertising.</li>
          </ul>
          <p>We do not sell your personal information.</p>
        </section>

        <section>
          <h2>Cookies and local storage</h2>
          <p>
            <strong>Essential cookies</strong> keep your session, signed in or as a guest; the site
            cannot work without them. We also keep a few things in your browser&apos;s local
            storage: your cookie choice, saved games, and whether you have already seen a tutorial.
          </p>
          <p>
            <strong>Analytics and advertising cookies</strong> are only used if you choose
            &ldquo;Accept All&rdquo; in the cookie banner. If you choose &ldquo;Decline&rdquo;, no
            advertising script is loaded and ad spaces show a short notice instead. You can change
            your mind at any time:
          </p>
          <ConsentStatus />
        </section>

        <section>
          <h2>Advertising</h2>
          <p>
            We use Google AdSense to show ads that help keep the games free. When you accept
            advertising cookies, Google and its partners may use cookies to serve ads based on your
            visits to this and other websites. You can manage personalised advertising in{' '}
            <a href="https://adssettings.google.com" rel="noreferrer" target="_blank">
              Google&apos;s Ads Settings
            </a>
            , and read how Google uses information at{' '}
            <a href="https://policies.google.com/technologies/ads" rel="noreferrer" target="_blank">
              policies.google.com/technologies/ads
            </a>
            .
          </p>
        </section>

        <section>
          <h2>Service providers</h2>
          <ul>
            <li>
              <strong>Database hosting.</strong> Accounts and game data are stored with a serverless
              database provider that processes them only on our behalf.
            </li>
            <li>
              <strong>Word hints.</strong> When you ask for a hint in Wordree, the letters of the
              puzzle and the words you have already played may be sent to an AI provider to suggest
              a word. We do not send your name, e-mail address or account details with these
              requests.
            </li>
            <li>
              <strong>Sign-in.</strong> Google and GitHub, if you choose to sign in with them.
            </li>
            <li>
              <strong>Advertising.</strong> Google AdSense, as described above, only with your
              consent.
            </li>
          </ul>
        </section>

        <section>
          <h2>How long we keep it</h2>
          <p>
            We keep account and gameplay data while your account exists, and guest progress for as
            long as its session lasts. Leaderboard entries may stay visible under the display name
            you chose. Server logs are kept only as long as needed for security.
          </p>
        </section>

        <section>
          <h2>Your rights</h2>
          <p>
            Depending on where you live, you may have the right to access, correct, export or delete
            your personal information, and to object to or restrict how we use it. To make a
            request, contact us{supportEmail ? ' at the address below' : ''}. We will answer as soon
            as we can, and always within the time the law allows.
          </p>
        </section>

        <section>
          <h2>Children</h2>
          <p>
            The games are suitable for all ages, but accounts are not intended for children under
            13, and we do not knowingly collect personal information from them.
          </p>
        </section>

        <section>
          <h2>Changes to this policy</h2>
          <p>
            If we change this policy we will publish the new version here and update the date at the
            top of this page.
          </p>
        </section>

        <section>
          <h2>Contact</h2>
          {supportEmail ? (
            <p>
              Questions about your privacy? Write to us at{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          ) : (
            <p>Questions about your privacy? Reach us through the contact details on this site.</p>
          )}
        </section>
      </article>
    </Page>
  );
}
