import { useAchievementToasts } from '../api/progress';

/** Follows a signed-in player's progress stream; a chunk of its own, as visitors have none. */
export default function AchievementToasts() {
  useAchievementToasts();
  return null;
}
