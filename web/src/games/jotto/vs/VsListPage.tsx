import type { JottoMatch } from '@hub/proto';
import { Swords } from 'lucide-react';
import { useUser } from '../../../api/user';
import { Page } from '../../../components/Page';
import { AdSlot } from '../../../components/ads/AdSlot';
import { useMatches } from '../api/matches';
import { JottoTopBar } from '../components/JottoTopBar';
import { RulesDialog } from '../components/RulesDialog';
import { NotifyMeButton } from '../live/NotifyMeButton';
import { MatchCard } from './MatchCard';
import { NewMatchDialog } from './NewMatchDialog';
import { sectionOf, type MatchSection } from './roles';
import { SignInPrompt } from './SignInPrompt';
import styles from './VsListPage.module.scss';

const SECTIONS: Array<{ section: MatchSection; title: string }> = [
  { section: 'active', title: 'Active' },
  { section: 'waiting', title: 'Waiting for Opponent' },
  { section: 'history', title: 'Match History' },
];

function MatchSections({ matches, userId }: { matches: JottoMatch[]; userId: string }) {
  if (matches.length === 0) {
    return (
      <div className={styles.empty}>
        <Swords aria-hidden="true" size={44} />
        <h2 className={styles.emptyTitle}>No matches yet</h2>
        <p>Create a match, send the link to a friend, and see who cracks the other’s word first.</p>
        <NewMatchDialog />
      </div>
    );
  }
  return (
    <>
      {SECTIONS.map(({ section, title }) => {
        const inSection = matches.filter((match) => sectionOf(match) === section);
        if (inSection.length === 0) return null;
        return (
          <section key={section} className={styles.section} aria-labelledby={`vs-${section}`}>
            <h2 id={`vs-${section}`} className={styles.sectionTitle}>
              {title} <span className={styles.count}>{inSection.length}</span>
            </h2>
            <ul className={styles.list}>
              {inSection.map((match) => (
                <MatchCard key={match.id} match={match} userId={userId} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export default function VsListPage() {
  const { user, isLoading } = useUser();
  const matches = useMatches(user !== null);

  return (
    <Page title="Jotto VS">
      <div data-game="jotto" className={styles.screen}>
        <JottoTopBar
          back={{ to: '/game/jotto', label: 'Jotto' }}
          actions={
            <>
              {user && <NotifyMeButton />}
              <RulesDialog />
            </>
          }
        />
        <header className={styles.heading}>
          <div>
            <h1 className={styles.title}>VS Mode</h1>
            <p className={styles.tagline}>Take turns guessing each other’s secret word.</p>
          </div>
          {user && <NewMatchDialog />}
        </header>
        {isLoading ? null : !user ? (
          <SignInPrompt />
        ) : matches.isPending ? (
          <p className={styles.note}>Loading your matches...</p>
        ) : matches.isError ? (
          <p className={styles.note} role="alert">
            Your matches could not be loaded. Retrying...
          </p>
        ) : (
          <MatchSections matches={matches.data} userId={user.id} />
        )}
        <AdSlot />
      </div>
    </Page>
  );
}
