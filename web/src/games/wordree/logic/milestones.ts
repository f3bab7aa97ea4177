import { WORDREE_MILESTONES, WORDREE_SOUND_STEP } from '@hub/proto';

/** The toast text of each named milestone (docs/rules.md#wordree-scoring). */
export const MILESTONE_MESSAGES: Record<(typeof WORDREE_MILESTONES)[number], string> = {
  250: "Awesome! You've hit 250 points! 🎯",
  500: "Incredible! You've reached 500 points! 🌟",
  1000: 'Legendary! 1000 points achieved! 🏆',
};

export type Celebration =
  /** A named milestone: sound, `bursts` of confetti, highlight, toast. Once per game. */
  | { kind: 'milestone'; milestone: number; bursts: number; message: string }
  /** Another multiple of 50: a sound. */
  | { kind: 'step' }
  /** The puzzle's target score, once per game: confetti and a sound. */
  | { kind: 'target' };

export interface CelebrationMemory {
  celebrated: number[];
  targetReached: boolean;
}

/** What a score change from `before` to `after` celebrates, and what is then remembered. */
export function celebrationsFor(
  before: number,
  after: number,
  target: number | null,
  memory: CelebrationMemory,
): { celebrations: Celebration[]; memory: CelebrationMemory } {
  const celebrations: Celebration[] = [];
  const celebrated = [...memory.celebrated];
  WORDREE_MILESTONES.forEach((milestone, index) => {
    if (before < milestone && after >= milestone && !celebrated.includes(milestone)) {
      celebrated.push(milestone);
      celebrations.push({
        kind: 'milestone',
        milestone,
        bursts: index + 1,
        message: MILESTONE_MESSAGES[milestone],
      });
    }
  });
  const crossedStep =
    Math.floor(after / WORDREE_SOUND_STEP) > Math.floor(before / WORDREE_SOUND_STEP);
  if (crossedStep && celebrations.length === 0) celebrations.push({ kind: 'step' });
  let targetReached = memory.targetReached;
  if (target && !targetReached && after >= target) {
    targetReached = true;
    celebrations.push({ kind: 'target' });
  }
  return { celebrations, memory: { celebrated, targetReached } };
}
