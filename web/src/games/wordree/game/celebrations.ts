import { toast } from '../../../toast/useToast';
import { celebrationBursts, sounds } from '../celebrate';
import type { Celebration } from '../logic/milestones';

/** Plays what an accepted word earned: a step's sound, the target's, a milestone's bursts. */
export function celebrate(celebrations: Celebration[], onHighlight: () => void): void {
  for (const celebration of celebrations) {
    if (celebration.kind === 'step') sounds.step();
    if (celebration.kind === 'target') {
      sounds.target();
      void celebrationBursts(1);
    }
    if (celebration.kind === 'milestone') {
      sounds.milestone(celebration.bursts);
      void celebrationBursts(celebration.bursts);
      onHighlight();
      toast({ title: 'Achievement Unlocked!', description: celebration.message });
    }
  }
  const reachedTarget = celebrations.some((celebration) => celebration.kind === 'target');
  if (reachedTarget && !celebrations.some((celebration) => celebration.kind === 'milestone')) {
    toast({ title: 'Target reached! 🎉', description: 'You hit this puzzle’s target score.' });
  }
}
