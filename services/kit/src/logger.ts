import { pino, type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';

export type { Logger };

/** `destination`: stdout unless given (tests read the lines). */
export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name,
      level,
      // The request id and player, or the event id, of the work in progress (log-context.ts).
      mixin: currentLogContext,
      // Secrets and credentials never reach the log, whatever object they ride in.
      redact: {
        paths: [
          'password',
          '*.password',
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-identity-sig"]',
          'headers.cookie',
          'headers["set-cookie"]',
          '*.headers.cookie',
          '*.headers["set-cookie"]',
          'secretWord',
          '*.secretWord',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
