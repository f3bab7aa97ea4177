import { pino, type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';

export type { Logger };

/** Fields that hold a secret wherever they appear in a line... */
const SECRET_FIELDS = ['password', 'newPassword', 'token', 'secretWord', 'secret'];
/** ...at its top or in these objects: an error (a library may add fields), a request's body. */
const NESTING = ['err', 'body', 'payload'];

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
      // Secrets and credentials never reach the log. Named paths, not wildcards: pino's
      // redaction walks every line for a path that starts with `*`, which made each request's two
      // lines cost more than writing them (about 40 µs a line against 15).
      redact: {
        paths: [
          ...SECRET_FIELDS,
          ...NESTING.flatMap((object) => SECRET_FIELDS.map((field) => `${object}.${field}`)),
          ...['req.headers', 'headers', 'err.headers'].flatMap((headers) => [
            `${headers}.cookie`,
            `${headers}.authorization`,
            `${headers}["set-cookie"]`,
            `${headers}["x-identity-sig"]`,
          ]),
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
