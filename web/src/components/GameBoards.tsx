import type { ReactNode } from 'react';
import { Tabs, ToggleGroup } from 'radix-ui';
import { GAME_TYPES, type GameType, type LeaderboardPeriod } from '@hub/proto';
import { GameIcon } from './GameIcon';
import { cx } from '../lib/cx';
import { GAMES } from '../lib/games';
import styles from './GameBoards.module.scss';

export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  today: 'Today',
  week: 'This week',
  all: 'All time',
};

interface BoardToggleProps<Value extends string> {
  label: string;
  value: Value;
  options: Record<Value, string>;
  onChange: (value: Value) => void;
}

/** One choice of a board (its period, Jotto's points or rating), as a row of pills. */
export function BoardToggle<Value extends string>({
  label,
  value,
  options,
  onChange,
}: BoardToggleProps<Value>) {
  const isOption = (picked: string): picked is Value => picked in options;
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix clears the value when the pressed item is pressed again: keep the choice.
      onValueChange={(picked) => isOption(picked) && onChange(picked)}
      aria-label={label}
      className={styles.toggle}
    >
      {(Object.entries(options) as [Value, string][]).map(([option, text]) => (
        <ToggleGroup.Item key={option} value={option} className={styles.option}>
          {text}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

interface GameBoardsProps {
  game: GameType;
  onGameChange: (game: GameType) => void;
  /** The choices under the game tabs (BoardToggle). */
  controls: ReactNode;
  /** The board of a game. */
  children: (game: GameType) => ReactNode;
  /**
   * The tabs and choices stay in view while a long board scrolls under them: in a dialog, whose
   * body scrolls; not on a page, where the site's header would cover them.
   */
  sticky?: boolean;
}

const isGame = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);

/** Boards per game: a tab for each, the choices below them, then the chosen game's board. */
export function GameBoards({
  game,
  onGameChange,
  controls,
  children,
  sticky = false,
}: GameBoardsProps) {
  return (
    <Tabs.Root value={game} onValueChange={(value) => isGame(value) && onGameChange(value)}>
      <div className={cx(styles.controls, sticky && styles.sticky)}>
        <Tabs.List className={styles.tabs} aria-label="Game">
          {GAME_TYPES.map((type) => (
            <Tabs.Trigger key={type} value={type} data-game={type} className={styles.tab}>
              <GameIcon game={type} size={16} />
              {GAMES[type].name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {controls}
      </div>
      {GAME_TYPES.map((type) => (
        <Tabs.Content key={type} value={type} data-game={type} className={styles.content}>
          {children(type)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
