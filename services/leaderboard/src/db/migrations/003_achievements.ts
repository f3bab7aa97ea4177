import type { Knex, Migration } from '@hub/kit';

/** The catalogue as first released; a later change to it is a new migration, not an edit here. */
export const ACHIEVEMENT_SEED = [
  {
    id: 1,
    code: 'first_wordree',
    name: 'Word Weaver',
    description: 'Finish your first Wordree game',
    icon: '🌳',
  },
  {
    id: 2,
    code: 'first_jotto',
    name: 'Code Cracker',
    description: 'Finish your first Jotto game',
    icon: '🔍',
  },
  {
    id: 3,
    code: 'first_bloom',
    name: 'First Bloom',
    description: 'Finish your first Bloom puzzle',
    icon: '🌸',
  },
  {
    id: 4,
    code: 'wordree_250',
    name: 'Chain Builder',
    description: 'Score 250 points in one Wordree chain',
    icon: '🎯',
  },
  {
    id: 5,
    code: 'wordree_500',
    name: 'Chain Master',
    description: 'Score 500 points in one Wordree chain',
    icon: '🌟',
  },
  {
    id: 6,
    code: 'wordree_1000',
    name: 'Chain Legend',
    description: 'Score 1000 points in one Wordree chain',
    icon: '🏆',
  },
  {
    id: 7,
    code: 'jotto_daily_five_guesses',
    name: 'Sharp Mind',
    description: 'Solve the Jotto daily in 5 guesses or fewer',
    icon: '🧠',
  },
  {
    id: 8,
    code: 'bloom_no_hints',
    name: 'Green Thumb',
    description: 'Solve a Bloom puzzle without any hints',
    icon: '🌿',
  },
  {
    id: 9,
    code: 'bloom_under_two_minutes',
    name: 'Speed Gardener',
    description: 'Solve a Bloom puzzle in under 2 minutes',
    icon: '⚡',
  },
  {
    id: 10,
    code: 'jotto_vs_win',
    name: 'Duel Winner',
    description: 'Win a Jotto VS match',
    icon: '⚔️',
  },
  {
    id: 11,
    code: 'streak_3',
    name: 'On a Roll',
    description: 'Play the same game 3 days in a row',
    icon: '🔥',
  },
  {
    id: 12,
    code: 'streak_7',
    name: 'Week Warrior',
    description: 'Play the same game 7 days in a row',
    icon: '📅',
  },
];

export const achievementsMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('achievements', (table) => {
      table.integer('id').primary();
      table.text('code').notNullable().unique();
      table.text('name').notNullable();
      table.text('description').notNullable();
      table.text('icon').notNullable();
    });
    await knex('achievements').insert(ACHIEVEMENT_SEED);

    await knex.schema.createTable('achievement_unlocks', (table) => {
      table.text('player_id').notNullable();
      table.integer('achievement_id').notNullable().references('id').inTable('achievements');
      table.timestamp('unlocked_at', { useTz: true }).notNullable();
      table.primary(['player_id', 'achievement_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('achievement_unlocks');
    await knex.schema.dropTable('achievements');
  },
};
