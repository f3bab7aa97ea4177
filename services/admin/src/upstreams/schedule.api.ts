import { z } from 'zod';
import type { Identity, ServiceClient } from '@hub/kit';
import {
  BloomScheduledDay,
  JottoScheduledDay,
  WordreeScheduledDay,
  type ScheduleGame,
} from '@hub/proto';

/**
 * The games' schedules, called as the admin (each game checks the role again). These paths are
 * not routed by the gateway: the admin service is the only way to them, so every view is audited.
 */
export function scheduleApi(services: ServiceClient, identity: Identity) {
  const game = <Day extends z.ZodType>(name: ScheduleGame, scheduledDay: Day) => ({
    upcoming: () =>
      services.call(name, {
        path: '/api/internal/schedule',
        identity,
        schema: z.array(scheduledDay),
      }),
    replace: (day: string) =>
      services.call(name, {
        method: 'POST',
        path: `/api/internal/schedule/${encodeURIComponent(day)}/replace`,
        identity,
        schema: scheduledDay,
      }),
  });
  return {
    jotto: game('jotto', JottoScheduledDay),
    bloom: game('bloom', BloomScheduledDay),
    wordree: game('wordree', WordreeScheduledDay),
  };
}
