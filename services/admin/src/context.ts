import type { DeadLetterBox, Knex, ServiceClient } from '@hub/kit';

/** What the dashboard's actions need from the outside world. */
export interface AdminContext {
  db: Knex;
  /** The games own the puzzles; the dashboard only asks them, as the admin. */
  services: ServiceClient;
  /** The events consumers gave up on; absent where events travel in the process (`npm start`). */
  deadLetters?: () => Promise<DeadLetterBox>;
}
