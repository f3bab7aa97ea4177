import { lazy, Suspense } from 'react';
import { CalendarDays, History, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../../api/user';
import { BackToHubButton } from '../../../components/BackToHubButton';
import { Page } from '../../../components/Page';
import { AdSlot } from '../../../components/ads/AdSlot';
import { GameIcon } from '../../../components/GameIcon';
import { HowToPlay } from '../components/HowToPlay';
import styles from './JottoHub.module.scss';

// The badge reads the player's matches (with zod): it loads after the page's first paint, which
// is this page's text, not with it; and only for a signed-in player, as nobody else has matches.
const YourTurnBadge = lazy(() =>
  import('../live/YourTurnBadge').then((module) => ({ default: module.YourTurnBadge })),
);

const MODES = [
  {
    to: '/game/jotto/daily',
    icon: CalendarDays,
    name: 'Daily Challenge',
    text: 'One secret word for everyone today. Solve it in few guesses and climb the leaderboard.',
    cta: 'Play today’s word',
    showsTurns: false,
  },
  {
    to: '/game/jotto/vs',
    icon: Swords,
    name: 'VS Mode',
    text: 'Pick a secret word, send the link to a friend, and take turns. First to crack the other’s word wins.',
    // Not 'Challenge a friend': that is the button that shares a daily's challenge link.
    cta: 'Start a VS match',
    // 'Your turn in N matches', kept live by the match stream.
    showsTurns: true,
  },
  {
    to: '/game/jotto/archive',
    icon: History,
    name: 'Archive',
    text: 'Every past daily word, to play again. Unranked, and never a streak’s day.',
    cta: 'Browse past puzzles',
    showsTurns: false,
  },
] as const;

/** The mode chooser, with the rules underneath (docs/rules.md#jotto). */
export default function JottoHub() {
  const signedIn = Boolean(useUser().user);
  return (
    <Page title="Jotto">
      <div data-game="jotto" className={styles.screen}>
        <BackToHubButton />
        <header className={styles.hero}>
          <span className={styles.badge}>
            <GameIcon game="jotto" size={34} strokeWidth={2.2} />
          </span>
          <div>
            <h1 className={styles.title}>Jotto</h1>
            <p className={styles.tagline}>Guess the 5-letter word</p>
          </div>
        </header>

        <ul className={styles.modes} aria-label="Modes">
          {MODES.map(({ to, icon: Icon, name, text, cta, showsTurns }) => (
            <li key={to} className={styles.mode}>
              <span className={styles.modeIcon}>
                <Icon aria-hidden="true" size={28} />
              </span>
              <h2 className={styles.modeName}>{name}</h2>
              {showsTurns && signedIn && (
                <Suspense fallback={null}>
                  <YourTurnBadge />
                </Suspense>
              )}
              <p className={styles.modeText}>{text}</p>
              {/* The link covers the card (see .cta::after): the whole card is one target. Its
                  name starts with the card's title and holds the words it shows (WCAG 2.5.3). */}
              <Link to={to} className={styles.cta} aria-label={`${name}: ${cta}`}>
                {cta} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>

        <section className={styles.howTo} aria-labelledby="how-to-play">
          <h2 id="how-to-play" className={styles.howToTitle}>
            How to Play
          </h2>
          <HowToPlay />
        </section>
        <AdSlot />
      </div>
    </Page>
  );
}
