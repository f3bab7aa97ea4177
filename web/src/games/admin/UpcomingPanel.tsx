import { useState, type ReactNode } from 'react';
import { CalendarClock, Eye } from 'lucide-react';
import { Tabs } from 'radix-ui';
import {
  dayKey,
  GAME_NAMES,
  SCHEDULE_GAMES,
  type AdminReplaceBody,
  type AdminUpcoming,
  type ScheduleGame,
} from '@hub/proto';
import { Button } from '../../components/Button';
import { GameIcon } from '../../components/GameIcon';
import { cx } from '../../lib/cx';
import { ADMIN_FAILURES, useReplaceDay, useUpcomingPuzzles } from './api';
import { ReplaceDayDialog, type ReplaceTarget } from './ReplaceDayDialog';
import { BloomAnswer, formatDay, JottoAnswer, UpcomingDay, WordreeAnswer } from './UpcomingDay';
import { useFailureToast } from './useFailureToast';
import panel from './Panel.module.scss';
import styles from './UpcomingPanel.module.scss';

interface GameDaysProps {
  game: ScheduleGame;
  upcoming: AdminUpcoming;
  replacing: AdminReplaceBody | undefined;
  onReplace: (target: ReplaceTarget) => void;
}

/** One game's scheduled days, today first. */
function GameDays({ game, upcoming, replacing, onReplace }: GameDaysProps) {
  const today = dayKey();
  const item = (day: string, number: string, answer: ReactNode) => (
    <UpcomingDay
      key={day}
      day={day}
      number={number}
      isToday={day === today}
      replacing={replacing?.game === game && replacing.day === day}
      onReplace={() => onReplace({ game, day, label: formatDay(day) })}
    >
      {answer}
    </UpcomingDay>
  );
  return (
    <ol className={styles.days} aria-label={`${GAME_NAMES[game]} schedule`}>
      {game === 'jotto' &&
        upcoming.jotto.map((p) => item(p.day, `#${p.puzzleNumber}`, <JottoAnswer puzzle={p} />))}
      {game === 'bloom' &&
        upcoming.bloom.map((p) => item(p.day, `#${p.puzzleNumber}`, <BloomAnswer puzzle={p} />))}
      {game === 'wordree' &&
        upcoming.wordree.map((p) =>
          item(p.day, `Daily #${p.dailyPuzzleId}`, <WordreeAnswer puzzle={p} />),
        )}
    </ol>
  );
}

/**
 * Today and the scheduled days ahead of every game, answers included. They are fetched only when
 * the admin asks, since every look is recorded in the audit log.
 */
export function UpcomingPanel() {
  const [revealed, setRevealed] = useState(false);
  const upcoming = useUpcomingPuzzles(revealed);
  useFailureToast(upcoming, ADMIN_FAILURES.upcoming);
  const replace = useReplaceDay();
  const [confirming, setConfirming] = useState<ReplaceTarget | null>(null);

  return (
    <section className={cx(panel.panel, styles.panel)} aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className={panel.heading}>
        <span className={panel.headingIcon}>
          <CalendarClock aria-hidden="true" size={20} />
        </span>
        Upcoming puzzles
      </h2>
      <p className={panel.lead}>
        Today and the next 14 days of each game, answers included. Each view is recorded in the
        audit log.
      </p>
      {!upcoming.data && (
        <Button
          variant="secondary"
          onClick={() => (revealed ? void upcoming.refetch() : setRevealed(true))}
          disabled={upcoming.isFetching}
          aria-busy={upcoming.isFetching}
          className={styles.reveal}
        >
          <Eye aria-hidden="true" size={18} />
          {upcoming.isFetching ? 'Loading…' : 'Show upcoming answers'}
        </Button>
      )}
      {upcoming.data && (
        <Tabs.Root defaultValue="jotto" className={styles.tabs}>
          <Tabs.List className={styles.tabList} aria-label="Game">
            {SCHEDULE_GAMES.map((game) => (
              <Tabs.Trigger key={game} value={game} className={styles.tab} data-game={game}>
                <GameIcon game={game} size={18} strokeWidth={2.2} />
                {GAME_NAMES[game]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SCHEDULE_GAMES.map((game) => (
            <Tabs.Content key={game} value={game} data-game={game}>
              <GameDays
                game={game}
                upcoming={upcoming.data}
                replacing={replace.isPending ? replace.variables : undefined}
                onReplace={setConfirming}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <ReplaceDayDialog
        target={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={({ game, day }) => {
          setConfirming(null);
          replace.mutate({ game, day });
        }}
      />
    </section>
  );
}
