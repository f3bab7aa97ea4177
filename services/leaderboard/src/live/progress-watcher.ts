import type { Knex, Logger } from '@hub/kit';
import { unlockedIdsOf } from '../db/achievements.repository';
import { gamesPlayedOf } from '../db/stats.repository';
import { changesBetween, type ProgressSnapshot } from '../domain/progress-cursor';

interface Watch {
  playerId: string;
  known: ProgressSnapshot;
  onChange(previous: ProgressSnapshot, current: ProgressSnapshot): void;
}

const POLL_MS = 1_000;

/**
 * Tells open progress streams what changed for their player. It reads the tables the consumers
 * write, not the events: whichever replica applied an event, every replica holding a stream sees
 * it, and an unlock can never be missed or told twice to one stream. One query pair per second per
 * replica, for all its streams together, and none while no stream is open.
 */
export class ProgressWatcher {
  private readonly watches = new Set<Watch>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {}

  async snapshot(playerId: string): Promise<ProgressSnapshot> {
    return (await this.snapshots([playerId])).get(playerId) ?? emptySnapshot();
  }

  /** Calls `onChange` whenever the player's progress differs from what was last reported. */
  watch(playerId: string, known: ProgressSnapshot, onChange: Watch['onChange']): () => void {
    const watch: Watch = { playerId, known, onChange };
    this.watches.add(watch);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), POLL_MS);
      this.timer.unref();
    }
    return () => {
      this.watches.delete(watch);
      if (this.watches.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  private async poll(): Promise<void> {
    if (this.polling || this.watches.size === 0) return;
    this.polling = true;
    try {
      const watches = [...this.watches];
      const current = await this.snapshots([...new Set(watches.map((watch) => watch.playerId))]);
      for (const watch of watches) {
        const snapshot = current.get(watch.playerId) ?? emptySnapshot();
        const changes = changesBetween(watch.known, snapshot);
        if (changes.unlocked.length === 0 && !changes.gamesChanged) continue;
        const previous = watch.known;
        watch.known = snapshot;
        watch.onChange(previous, snapshot);
      }
    } catch (err) {
      this.logger.warn({ err }, 'Progress streams could not be refreshed; retrying');
    } finally {
      this.polling = false;
    }
  }

  private async snapshots(playerIds: string[]): Promise<Map<string, ProgressSnapshot>> {
    const [games, unlocked] = await Promise.all([
      gamesPlayedOf(this.db, playerIds),
      unlockedIdsOf(this.db, playerIds),
    ]);
    return new Map(
      playerIds.map((id) => [
        id,
        { gamesPlayed: games.get(id) ?? 0, unlocked: unlocked.get(id) ?? new Set<string>() },
      ]),
    );
  }
}

const emptySnapshot = (): ProgressSnapshot => ({ gamesPlayed: 0, unlocked: new Set() });
