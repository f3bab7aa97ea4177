import type { FastifyReply } from 'fastify';

/** Under the gateway's 30 s proxy idle timeout, so a quiet stream is not cut as a silent upstream. */
const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser reconnects (each stream says how it catches up).
 * A shutdown waits for open requests: this bounds that wait, and spreads streams over replicas.
 */
const STREAM_LIFETIME_MS = 60_000;
/** How soon the browser's EventSource comes back after a stream ends. */
const RECONNECT_MS = 2_000;

export interface EventStream {
  /** One Server-Sent Event; `id` is what the browser sends back as Last-Event-ID on reconnect. */
  send(event: string, data: unknown, id?: string): void;
  /** Ends the stream; the browser reconnects. */
  end(): void;
  /** Called once the stream is over, whoever ended it (the browser, its lifetime, `end`). */
  onClose(listener: () => void): void;
}

/**
 * Answers as Server-Sent Events: the headers that keep proxies from buffering or transforming it,
 * the browser's reconnect delay, a heartbeat comment and a bounded lifetime. The one way a service
 * opens a live stream; the stream is written to the response itself, which Fastify then leaves
 * alone (no compression either: an event must reach the browser when it is sent).
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RECONNECT_MS}\n`);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => res.end(), STREAM_LIFETIME_MS);
  res.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
  });
  return {
    send(event, data, id) {
      // Nothing is written to a stream already over (a write there would be an error).
      if (res.writableEnded || res.destroyed) return;
      res.write(
        `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      );
    },
    end: () => res.end(),
    onClose: (listener) => res.on('close', listener),
  };
}
