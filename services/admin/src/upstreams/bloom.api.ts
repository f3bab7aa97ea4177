import type { z } from 'zod';
import type { Identity, ServiceClient } from '@hub/kit';
import { BloomDailyInfo } from '@hub/proto';

/** Only the fields the dashboard reads (not the admin's own saved garden). */
export const BloomDailyFields = BloomDailyInfo.pick({
  id: true,
  puzzleNumber: true,
  dayKey: true,
  difficulty: true,
  starters: true,
  resetTime: true,
});
export type BloomDailyFields = z.infer<typeof BloomDailyFields>;

export function bloomApi(services: ServiceClient, identity: Identity) {
  return {
    daily: () =>
      services.call('bloom', { path: '/api/bloom/daily', identity, schema: BloomDailyFields }),
  };
}
