import type { ReactNode } from 'react';
import { CircleHelp, Lightbulb, Share2, Trophy } from 'lucide-react';
import { BackToHubButton } from '../../../components/BackToHubButton';
import styles from '../WordreePage.module.scss';

interface TopBarProps {
  /** Where the back button leads; the hub unless said. */
  back?: ReactNode;
  onHowToPlay: () => void;
  onHint: () => void;
  hintDisabled: boolean;
  /** Sharing the puzzle; none in the archive. */
  onShare?: () => void;
  shareDisabled?: boolean;
  /** The daily's leaderboard tool; none in endless mode. */
  onLeaderboard?: () => void;
}

/** Back to the hub, and the game's tools as icon buttons. */
export function TopBar(props: TopBarProps) {
  const { onHowToPlay, onHint, hintDisabled, onShare, shareDisabled, onLeaderboard } = props;
  return (
    <div className={styles.topBar}>
      {props.back ?? <BackToHubButton />}
      <div className={styles.tools} role="toolbar" aria-label="Game tools">
        <ToolButton label="How to play" onClick={onHowToPlay}>
          <CircleHelp size={20} />
        </ToolButton>
        <ToolButton label="Get a hint" onClick={onHint} disabled={hintDisabled}>
          <Lightbulb size={20} />
        </ToolButton>
        {onShare && (
          <ToolButton label="Share" onClick={onShare} disabled={shareDisabled}>
            <Share2 size={20} />
          </ToolButton>
        )}
        {onLeaderboard && (
          <ToolButton label="Leaderboard" onClick={onLeaderboard}>
            <Trophy size={20} />
          </ToolButton>
        )}
      </div>
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
