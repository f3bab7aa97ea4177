import type { Knex, Migration } from '@hub/kit';

/** What the matches table notifies; every replica's MatchWatcher listens (kit's ChangeFeed). */
export const MATCH_CHANGES_CHANNEL = 'jotto_matches';

/**
 * A NOTIFY on each change of a match, whoever makes it, naming its players (space-separated user
 * ids): every replica hears it as the change commits, and re-reads the matches of those players
 * only if it holds a stream of theirs. Per row, unlike the day table's per-statement trigger, so
 * a move does not make every replica re-read every watched player. Never a word in the payload.
 */
export const matchChangesMigration: Migration = {
  async up(knex: Knex) {
    await knex.raw(`
      CREATE FUNCTION matches_notify_players() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${MATCH_CHANGES_CHANNEL}', concat_ws(' ', NEW.player1_id, NEW.player2_id));
          RETURN NULL;
        END $$;
      CREATE TRIGGER matches_notify_players AFTER INSERT OR UPDATE ON matches
        FOR EACH ROW EXECUTE FUNCTION matches_notify_players();
    `);
  },
  async down(knex: Knex) {
    await knex.raw(
      'DROP TRIGGER matches_notify_players ON matches; DROP FUNCTION matches_notify_players();',
    );
  },
};
