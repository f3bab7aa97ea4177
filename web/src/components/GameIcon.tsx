import type { LucideProps } from 'lucide-react';
import { Flower2, Grid3x3, Target } from 'lucide-react';
import type { GameType } from '@hub/proto';

const ICONS = { wordree: Grid3x3, jotto: Target, bloom: Flower2 } satisfies Record<
  GameType,
  unknown
>;

export function GameIcon({ game, ...props }: { game: GameType } & LucideProps) {
  const Icon = ICONS[game];
  return <Icon aria-hidden="true" {...props} />;
}
