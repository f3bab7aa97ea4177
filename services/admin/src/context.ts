import type { Knex, ServiceClient } from '@hub/kit';

/** What the dashboard's actions need from the outside world. */
export interface AdminContext {
  db: Knex;
  /** The games own the puzzles; the dashboard only asks them, as the admin. */
  services: ServiceClient;
}
