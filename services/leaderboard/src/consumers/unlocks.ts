import { enqueueEvent, type Knex } from '@hub/kit';
import { subjects } from '@hub/proto';
import { achievementsMet, type AchievementFacts } from '../domain/achievements';
import { unlockAchievements } from '../db/achievements.repository';

/**
 * Unlocks what the facts earn and announces each new unlock on `achievements.unlocked`, through
 * the outbox of the same transaction: an unlock is announced if and only if it is stored.
 */
export async function unlockEarned(
  trx: Knex.Transaction,
  player: { playerId: string; userId?: string },
  facts: AchievementFacts,
  unlockedAt: string,
): Promise<void> {
  const unlocked = await unlockAchievements(
    trx,
    player.playerId,
    achievementsMet(facts),
    unlockedAt,
  );
  for (const code of unlocked) {
    await enqueueEvent(trx, subjects.achievementUnlocked, { ...player, code, unlockedAt });
  }
}
