import { describe, expect, it } from 'vitest';
import { clientConfigOf } from './client-config';
import { createDb } from './index';

describe('clientConfigOf', () => {
  it('keeps the password knex hides, and keeps it out of JSON', async () => {
    const db = createDb('postgres://hub:s3cret@db.example:6543/puzzle_hub', 'leaderboard');
    try {
      const config = clientConfigOf(db);
      expect(config).toMatchObject({ host: 'db.example', database: 'puzzle_hub', user: 'hub' });
      expect(config.password).toBe('s3cret');
      expect(JSON.stringify(config)).not.toContain('s3cret');
    } finally {
      await db.destroy();
    }
  });
});
