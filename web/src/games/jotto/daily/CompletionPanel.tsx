import { Share2 } from 'lucide-react';
import type { JottoDaily } from '@hub/proto';
import { Button } from '../../../components/Button';
import { ChallengeButton, ChallengeVerdict } from '../../../components/challenge/lazy';
import { HowEveryoneDid } from '../../../components/everyone/HowEveryoneDid';
import { formatCountdown } from '../../../lib/countdown';
import { shareOrCopy } from '../../../lib/share';
import { useNow } from '../../../lib/useNow';
import { toast } from '../../../toast/useToast';
import { SolvedCard } from '../components/SolvedCard';
import { dailyShareText } from '../lib/share';
import styles from './CompletionPanel.module.scss';

interface CompletionPanelProps {
  daily: JottoDaily & { word: string };
  rank: number | undefined;
  /** Why the score is kept but not ranked (the server's words); null when ranked. */
  unranked: string | null;
}

/** The solved puzzle: the word, how it went, and a result to share without spoiling it. */
export function CompletionPanel({ daily, rank, unranked }: CompletionPanelProps) {
  const now = useNow(1000);

  async function share() {
    const text = dailyShareText({
      puzzleId: daily.id,
      matchCounts: daily.guesses.map((guess) => guess.matchingLetters),
      timeTaken: daily.timeTaken,
      url: `${window.location.origin}/game/jotto/daily`,
    });
    if ((await shareOrCopy({ title: 'Jotto', text })) === 'copied') {
      toast({ title: 'Copied!', description: 'Your result is on the clipboard.' });
    }
  }

  return (
    <SolvedCard
      word={daily.word}
      lead="Today’s word was"
      guesses={daily.guesses.length}
      timeTaken={daily.timeTaken}
      score={daily.score}
      rank={unranked ? 'Unranked' : rank === undefined ? '–' : `#${rank}`}
      note={unranked}
    >
      <ChallengeVerdict game="jotto" day={daily.date} />
      <Button variant="accent" size="lg" onClick={share}>
        <Share2 aria-hidden="true" size={18} />
        Share Results
      </Button>
      <ChallengeButton game="jotto" day={daily.date} number={daily.id} />
      <p className={styles.next} role="timer">
        {formatCountdown(Date.parse(daily.resetTime) - now)}
      </p>
      <HowEveryoneDid game="jotto" finished />
    </SolvedCard>
  );
}
