import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written on behalf of one request or one event says about it, whichever
 * logger writes the line and however deep in the call it is: the logger reads it (its `mixin`),
 * so no function has to be handed a logger of its request.
 */
export interface LogContext {
  /** The request's X-Request-Id, the same in the gateway's lines and the service's. */
  requestId?: string;
  /** Whose request it is, once known (a session's player; never a credential). */
  playerId?: string;
  /** The event a consumer is applying. */
  eventId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/**
 * Runs `work` with `context` on top of the one it is called in (a service hosted in the gateway's
 * process keeps the gateway's fields): every line logged during it, awaits included, carries them.
 */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...context }, work);
}

/** Adds to the context in progress (the player, once the session or signature says who it is). */
export function addToLogContext(fields: LogContext): void {
  const store = storage.getStore();
  if (store) Object.assign(store, fields);
}

/**
 * `callback`, bound to run in the context of now, wherever it is called from. The context follows
 * promises and awaits by itself, but an event or an I/O callback runs in the context of whatever
 * fired it: code that goes on from one (a response's 'close', a session store's answer) must call
 * a callback kept this way, or the rest of the request loses its id, or gets another's. Only this
 * module's context is carried: cheaper than `AsyncResource.bind`, which on Node 20 also builds a
 * deprecation wrapper on every call, and this runs several times a request.
 */
export function keepLogContext<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const context = storage.getStore();
  if (!context) return (...args) => storage.exit(callback, ...args);
  return (...args) => storage.run(context, callback, ...args);
}

/** A copy of the context in progress: pino merges a log call's fields into what it is given. */
export function currentLogContext(): LogContext {
  return { ...storage.getStore() };
}
