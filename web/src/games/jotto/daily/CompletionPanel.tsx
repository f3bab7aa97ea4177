import { PartyPopper, Share2 } from 'lucide-react';
import type { JottoDaily } from '@hub/proto';
import { Button } from '../../../components/Button';
import { formatCountdown } from '../../../lib/countdown';
import { useNow } from '../../../lib/useNow';
import { toast } from '../../../toast/useToast';
import { WordTiles } from '../components/WordTiles';
import { dailyShareText, formatDuration } from '../lib/share';
import { shareOrCopy } from '../lib/shareOrCopy';
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
  const attempts = daily.guesses.length;

  async function share() {
    const text = dailyShareText({
      puzzleId: daily.id,
      matchCounts: daily.guesses.map((guess) => guess.matchingLetters),
      timeTaken: daily.timeTaken,
      url: `${window.location.origin}/game/jotto/daily`,
    });
    try {
      const outcome = await shareOrCopy(text);
      if (outcome === 'copied') {
        toast({ title: 'Copied!', description: 'Your result is on the clipboard.' });
      }
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Your browser would not let us copy the result.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="solved-title">
      <h2 id="solved-title" className={styles.title}>
        <PartyPopper aria-hidden="true" size={26} />
        Solved!
      </h2>
      <p className={styles.lead}>Today’s word was</p>
      <WordTiles word={daily.word} size="lg" />
      <dl className={styles.stats}>
        <div>
          <dt>Guesses</dt>
          <dd>{attempts}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{daily.timeTaken === null ? '–' : formatDuration(daily.timeTaken)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{daily.score ?? '–'}</dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd>{unranked ? 'Unranked' : rank === undefined ? '–' : `#${rank}`}</dd>
        </div>
      </dl>
      {unranked && <p className={styles.unranked}>{unranked}</p>}
      <Button variant="accent" size="lg" onClick={share}>
        <Share2 aria-hidden="true" size={18} />
        Share Results
      </Button>
      <p className={styles.next} role="timer">
        {formatCountdown(Date.parse(daily.resetTime) - now)}
      </p>
    </section>
  );
}
