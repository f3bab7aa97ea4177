import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
): Logger {
  return pino({
    name,
    level,
    // Secrets and credentials never reach the log, whatever object they ride in.
    redact: {
      paths: [
        'password',
        '*.password',
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-identity-sig"]',
      ],
      censor: '[redacted]',
    },
  });
}
