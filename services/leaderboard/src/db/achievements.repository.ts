import type { Knex } from '@hub/kit';
import type { Achievement } from '@hub/proto';
import type { AchievementCode } from '../domain/achievements';

type Db = Knex | Knex.Transaction;

interface AchievementRow {
  id: number;
  code: string;
  name: string;
  description: string;
  icon: string;
  unlocked_at: Date | null;
}

const toAchievement = (row: AchievementRow): Achievement => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  description: row.description,
  iconUrl: row.icon,
  unlocked: row.unlocked_at !== null,
  unlockedAt: row.unlocked_at?.toISOString() ?? null,
});

/** Every achievement, in catalogue order, with whether and when `playerId` unlocked it. */
export async function achievementsOf(db: Db, playerId: string): Promise<Achievement[]> {
  const rows: AchievementRow[] = await db('achievements')
    .select('achievements.*', 'achievement_unlocks.unlocked_at')
    .leftJoin('achievement_unlocks', function ofPlayer() {
      this.on('achievement_unlocks.achievement_id', 'achievements.id').andOnVal(
        'achievement_unlocks.player_id',
        playerId,
      );
    })
    .orderBy('achievements.id');
  return rows.map(toAchievement);
}

/** Unlocks those of `codes` the player does not have yet; returns only the new ones. */
export async function unlockAchievements(
  trx: Knex.Transaction,
  playerId: string,
  codes: readonly AchievementCode[],
  unlockedAt: string,
): Promise<AchievementCode[]> {
  if (codes.length === 0) return [];
  const { rows } = await trx.raw<{ rows: { code: AchievementCode }[] }>(
    `WITH inserted AS (
       INSERT INTO achievement_unlocks (player_id, achievement_id, unlocked_at)
       SELECT ?, id, ? FROM achievements WHERE code = ANY(?)
       ON CONFLICT DO NOTHING
       RETURNING achievement_id
     )
     SELECT achievements.code FROM inserted JOIN achievements ON achievements.id = inserted.achievement_id
     ORDER BY achievements.id`,
    [playerId, unlockedAt, [...codes]],
  );
  return rows.map((row) => row.code);
}

/** A guest's achievements become the account's; one both unlocked keeps the earlier date. */
export async function moveUnlocks(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await trx.raw(
    `INSERT INTO achievement_unlocks (player_id, achievement_id, unlocked_at)
     SELECT ?, achievement_id, unlocked_at FROM achievement_unlocks WHERE player_id = ?
     ON CONFLICT (player_id, achievement_id)
       DO UPDATE SET unlocked_at = LEAST(achievement_unlocks.unlocked_at, excluded.unlocked_at)`,
    [userId, guestId],
  );
  await trx('achievement_unlocks').where({ player_id: guestId }).delete();
}

/** The ids each player has unlocked, for the progress streams to notice new ones. */
export async function unlockedIdsOf(
  db: Db,
  playerIds: string[],
): Promise<Map<string, Set<string>>> {
  const rows: { player_id: string; achievement_id: number }[] = await db('achievement_unlocks')
    .select('player_id', 'achievement_id')
    .whereIn('player_id', playerIds);
  const byPlayer = new Map<string, Set<string>>();
  for (const row of rows) {
    const ids = byPlayer.get(row.player_id) ?? new Set<string>();
    ids.add(String(row.achievement_id));
    byPlayer.set(row.player_id, ids);
  }
  return byPlayer;
}
