import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, routeSchema, typedRoutes, userIdOf, type Knex } from '@hub/kit';
import {
  REMINDER_MESSAGES,
  ReminderBody,
  ReminderSettings,
  MAX_REMINDER_DEVICES,
  UnsubscribeBody,
} from '@hub/proto';
import { empty, json } from '@hub/proto/api';
import type { ReminderConfig } from '../config';
import { deleteDevice, deleteReminders, remindersOf } from '../db/reminders.repository';
import { isAllowedPushEndpoint } from '../domain/push-services';
import { isTimeZone } from '../domain/reminders';
import { setReminder } from '../reminders/subscriptions';

const signedIn = (req: Parameters<typeof userIdOf>[0]) => userIdOf(req, REMINDER_MESSAGES.signIn);

/**
 * Streak reminders (docs/rules.md#streak-reminders): a signed-in player's time and zone, and the
 * browsers (Web Push subscriptions) they go to. The sweep (reminders/sweep.ts) sends them.
 */
export function remindersRoutes(app: FastifyInstance, db: Knex, config: ReminderConfig): void {
  const api = typedRoutes(app);
  const publicKey = config.vapid?.publicKey ?? null;

  async function settingsOf(playerId: string): Promise<ReminderSettings> {
    const reminders = await remindersOf(db, playerId);
    return {
      publicKey,
      schedule: reminders
        ? { localTime: reminders.schedule.localTime, timeZone: reminders.schedule.timeZone }
        : null,
      endpoints: reminders?.endpoints ?? [],
    };
  }

  api.get(
    '/api/reminders',
    {
      schema: routeSchema('get', {
        summary: 'Your streak reminders',
        description:
          "The site's VAPID public key to subscribe a browser with (null: the site sends no reminders), your time and zone, and the endpoints of your browsers that get them.",
        access: 'account',
        answers: { 200: json(ReminderSettings) },
      }),
    },
    (req) => settingsOf(signedIn(req)),
  );

  api.post(
    '/api/reminders',
    {
      schema: routeSchema('post', {
        summary: 'Get streak reminders on this browser',
        description: `Adds the browser's push subscription to your devices (${MAX_REMINDER_DEVICES} at most: a new one replaces the oldest) and sets the time of day, on your zone's clock, your reminders go out at. The first goes out the next time your clock reaches it. 404 when the site sends no reminders.`,
        access: 'account',
        body: ReminderBody,
        answers: { 200: json(ReminderSettings) },
        errors: [404],
      }),
    },
    async (req) => {
      const playerId = signedIn(req);
      if (!publicKey) throw notFound(REMINDER_MESSAGES.unavailable);
      const { localTime, timeZone, subscription } = req.body;
      if (!isTimeZone(timeZone)) throw badRequest(REMINDER_MESSAGES.badTimeZone);
      if (!isAllowedPushEndpoint(subscription.endpoint, config.pushServiceOrigins)) {
        throw badRequest(REMINDER_MESSAGES.pushService);
      }
      await setReminder(db, playerId, { localTime, timeZone }, subscription);
      return settingsOf(playerId);
    },
  );

  api.post(
    '/api/reminders/stop',
    {
      schema: routeSchema('post', {
        summary: 'Stop your streak reminders',
        description: 'On every browser of yours.',
        access: 'account',
        answers: { 204: empty('Stopped') },
      }),
    },
    async (req, reply) => {
      await deleteReminders(db, signedIn(req));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/reminders/unsubscribe',
    {
      schema: routeSchema('post', {
        summary: "Stop a browser's streak reminders",
        description:
          "What a reminder's Stop button calls, signed in or not: the endpoint, which only the browser and the site know, is the proof. Your reminders stop with your last browser.",
        access: 'anyone',
        body: UnsubscribeBody,
        answers: { 204: empty('Stopped') },
        errors: [404],
      }),
    },
    async (req, reply) => {
      const stopped = await db.transaction((trx) => deleteDevice(trx, req.body.endpoint));
      if (!stopped) throw notFound(REMINDER_MESSAGES.notFound);
      return reply.code(204).send();
    },
  );
}
