import { ChangeFeed, type Knex, type Logger } from '@hub/kit';
import { matchStatesOf, type MatchState } from '../db/matches.repository';
import { MATCH_CHANGES_CHANNEL } from '../db/migrations/009_match_changes';
import { MATCH_LIST_SIZE } from '../matches/matches.service';

interface Watch {
  playerId: string;
  onStates(states: MatchState[]): void;
}

/** Re-read every watched player this often while the feed is not listening (as the progress streams do). */
const DEAF_POLL_MS = 1_000;
/** After a failed read, the players it was for are read again this much later. */
const RETRY_MS = 1_000;
/** A match finished this recently still reaches a stream (longer than a stream lives). */
const FINISHED_WITHIN_MINUTES = 10;

/**
 * Tells open match streams where their player's matches stand. Like the leaderboard's
 * ProgressWatcher it reads the table the changes are written to, not the changes themselves: a
 * move made on any replica reaches every replica holding a stream of either player. It learns of
 * a move at once from Postgres (the matches table NOTIFYs its players on each write, heard through
 * kit's ChangeFeed, as DayCache hears its day table), and re-reads only those players; while the
 * feed is not listening, it re-reads everyone watched each second instead. Reads are one at a
 * time, for all the players waiting together, so a stream never gets an older state after a newer
 * one. No connection and no timer while no stream is open.
 */
export class MatchWatcher {
  private readonly watches = new Set<Watch>();
  private feed: ChangeFeed | null = null;
  private listening = false;
  private deafPoll: NodeJS.Timeout | null = null;
  private readonly due = new Set<string>();
  private reading = false;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {}

  /**
   * Calls `onStates` with the player's matches soon (the first time), then after each change to
   * one of them. Returns the function that stops watching.
   */
  watch(playerId: string, onStates: Watch['onStates']): () => void {
    const watch: Watch = { playerId, onStates };
    this.watches.add(watch);
    if (!this.feed) this.listen();
    this.readSoon([playerId]);
    return () => {
      this.watches.delete(watch);
      if (this.watches.size === 0) this.deafen();
    };
  }

  private listen(): void {
    // A feed stopped when the last stream closed may still report its connection's end: only the
    // current one speaks for the watcher.
    const current = () => this.feed === feed;
    const feed: ChangeFeed = new ChangeFeed(
      this.db,
      MATCH_CHANGES_CHANNEL,
      {
        onChange: (payload) => {
          if (current()) this.readSoon(payload.split(' '));
        },
        onDeaf: () => {
          if (current()) this.listening = false;
        },
        // A change made before the feed listened was not heard: everyone is read again.
        onListening: () => {
          if (!current()) return;
          this.listening = true;
          this.readSoon(this.watchedPlayers());
        },
      },
      this.logger,
    );
    this.feed = feed;
    feed.start();
    this.deafPoll = setInterval(() => {
      if (!this.listening) this.readSoon(this.watchedPlayers());
    }, DEAF_POLL_MS);
    this.deafPoll.unref();
  }

  private deafen(): void {
    if (this.deafPoll) clearInterval(this.deafPoll);
    this.deafPoll = null;
    this.listening = false;
    void this.feed?.stop();
    this.feed = null;
    this.due.clear();
  }

  private watchedPlayers(): string[] {
    return [...new Set([...this.watches].map((watch) => watch.playerId))];
  }

  /** Reads these players' matches after the read under way, if any; unwatched ones are skipped. */
  private readSoon(playerIds: string[]): void {
    const watched = new Set(this.watchedPlayers());
    for (const id of playerIds) if (watched.has(id)) this.due.add(id);
    if (this.due.size > 0) void this.read();
  }

  private async read(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      while (this.due.size > 0) {
        const playerIds = [...this.due];
        this.due.clear();
        let states: Map<string, MatchState[]>;
        try {
          states = await matchStatesOf(this.db, playerIds, {
            limit: MATCH_LIST_SIZE,
            finishedWithinMinutes: FINISHED_WITHIN_MINUTES,
          });
        } catch (err) {
          this.logger.warn({ err }, 'Match streams could not be refreshed; retrying');
          setTimeout(() => this.readSoon(playerIds), RETRY_MS).unref();
          return;
        }
        for (const watch of [...this.watches]) {
          const mine = states.get(watch.playerId);
          if (mine) watch.onStates(mine);
        }
      }
    } finally {
      this.reading = false;
    }
  }
}
