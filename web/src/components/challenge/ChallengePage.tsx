import { ArrowLeft, Play, Swords } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { GameType } from '@hub/proto';
import { ApiError } from '../../api/client';
import { GAMES } from '../../lib/games';
import { fullDayName } from '../archive/dayNames';
import { Button } from '../Button';
import { LoadFailed } from '../LoadFailed';
import { Page } from '../Page';
import { useChallenge } from './useChallenge';
import ChallengeButton from './ChallengeButton';
import { CHALLENGE_GAMES, challengePlayPath } from './games';
import { ResultTable } from './ResultTable';
import { verdictText } from './verdict';
import styles from './Challenge.module.scss';

/**
 * Where a challenge link opens (docs/rules.md#challenges): who sent it and which puzzle, a way to
 * play it (today's daily, or the archive's day), and once the player has finished it, who won.
 */
export default function ChallengePage({ game }: { game: GameType }) {
  const id = useParams().id ?? '';
  const challenge = useChallenge(game, id);
  const { name, path } = GAMES[game];
  const config = CHALLENGE_GAMES[game];
  const data = challenge.data;

  return (
    <Page title={data ? `${name} #${data.number} · Challenge` : `${name} Challenge`}>
      <div data-game={game} className={styles.screen}>
        <Button asChild variant="ghost" size="sm">
          <Link to={path}>
            <ArrowLeft aria-hidden="true" size={18} />
            {name}
          </Link>
        </Button>
        {challenge.isPending && <p>Loading the challenge...</p>}
        {challenge.isError &&
          // A link to no challenge stays one however often it is asked: no "Try again".
          (challenge.error instanceof ApiError && challenge.error.status === 404 ? (
            <section className={styles.card} role="alert">
              <Swords aria-hidden="true" size={36} className={styles.icon} />
              <h1 className={styles.title}>No such challenge</h1>
              <p className={styles.lead}>
                This link leads to no challenge. Ask your friend for theirs again, or play today’s{' '}
                {name}.
              </p>
              <Button asChild variant="accent" size="lg">
                <Link to={path}>
                  <Play aria-hidden="true" size={18} />
                  Play {name}
                </Link>
              </Button>
            </section>
          ) : (
            <LoadFailed error={challenge.error} onRetry={() => void challenge.refetch()} />
          ))}
        {data && (
          <section className={styles.card} aria-labelledby="challenge-title">
            <Swords aria-hidden="true" size={36} className={styles.icon} />
            <h1 id="challenge-title" className={styles.title}>
              {data.isChallenger
                ? `Your challenge: ${name} #${data.number}`
                : `${data.challenger} challenged you to ${name} #${data.number}`}
            </h1>
            <p className={styles.day}>
              {fullDayName(data.day)} · {data.today ? 'today’s daily' : 'from the archive'}
            </p>
            {data.isChallenger ? (
              <>
                <p className={styles.lead}>
                  Send the link to a friend: they play the same puzzle, then see who won.
                </p>
                <ChallengeButton game={game} day={data.day} number={data.number} />
              </>
            ) : data.result ? (
              <>
                <p className={styles.verdict}>{verdictText(data.result, data.challenger)}</p>
                <ResultTable
                  challenger={data.challenger}
                  yours={data.result.yours}
                  theirs={data.result.theirs}
                  figures={config.figures}
                />
              </>
            ) : (
              <>
                <p className={styles.lead}>Beat their score!</p>
                <Button asChild variant="accent" size="lg">
                  <Link to={challengePlayPath(game, data)}>
                    <Play aria-hidden="true" size={18} />
                    Play
                  </Link>
                </Button>
              </>
            )}
          </section>
        )}
      </div>
    </Page>
  );
}
