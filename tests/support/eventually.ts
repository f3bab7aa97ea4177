import { sleep } from './processes';

/**
 * Reads until `done` holds or `timeoutMs` passes, and returns the last value either way, so the
 * caller's assertion shows what was seen. For effects that travel (events, restarts).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(intervalMs);
    value = await read();
  }
  return value;
}
