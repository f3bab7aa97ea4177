// One attempt at a request: the client's request (its body already read whole by the gateway) sent
// to one replica, its answer streamed back.
//
// Why not http-proxy-middleware any more: retrying once on another replica needs to know, for
// every attempt, whether the connection was ever made, whether the upstream simply took too long,
// and whether any of the answer has reached the client. http-proxy (what http-proxy-middleware
// runs on, unreleased since 2020) reports a dead replica and its own response timeout alike as
// ECONNRESET, skips its per-request hook for requests with `Expect`, appends to X-Forwarded-* in
// place on every try, and leaves the client hanging when an upstream dies mid-answer.
//
// Why undici's dispatch rather than node:http's client: its handler says each of those things as
// a step of its own (connected, answered, failed), and it forwards for less CPU, in the busiest
// process of a deployment (docs/performance.md).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { announcesBody } from '@hub/kit';

/** A container that vanished drops SYNs: give up on connecting long before a client would. */
export const CONNECT_TIMEOUT_MS = 1_000;
/** How long a connected upstream may stay silent (the limit http-proxy-middleware had here). */
export const RESPONSE_TIMEOUT_MS = 30_000;

/**
 * Why an attempt got no answer:
 * - `connect`: no connection (refused, unreachable, connect timeout): the replica never saw it;
 * - `dropped`: connected, then the connection broke before an answer (a replica killed mid-request,
 *   or a keep-alive socket the replica was closing just as it was reused);
 * - `timeout`: connected and silent for RESPONSE_TIMEOUT_MS;
 * - `other`: anything else (an answer that is not HTTP, a bad header).
 */
export interface AttemptFailure {
  kind: 'connect' | 'dropped' | 'timeout' | 'other';
  error: Error;
}

/** Errors of a connection that could not be made, or broke: the system's and undici's names. */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_ERRORS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

// Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, not the message. `expect` too: our
// own server already answered the client's 100-continue. The body is sent from the bytes read, so
// its framing is ours to set (a chunked upload goes on with a content-length).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];
const NOT_FORWARDED_TO_UPSTREAM = new Set([
  ...HOP_BY_HOP,
  'expect',
  'content-length',
  'transfer-encoding',
]);
// Node frames the answer to the client itself (chunked, or not for HTTP/1.0).
const NOT_FORWARDED_TO_CLIENT = new Set([...HOP_BY_HOP, 'transfer-encoding']);

/** `headers` but the `left` ones and those its Connection header names. */
function without(headers: IncomingHttpHeaders, left: Set<string>): IncomingHttpHeaders {
  const named = headers.connection
    ? new Set(
        String(headers.connection)
          .split(',')
          .map((name) => name.trim().toLowerCase()),
      )
    : undefined;
  const kept: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!left.has(name) && !named?.has(name)) kept[name] = headers[name];
  }
  return kept;
}

const append = (existing: string | string[] | undefined, value: string) =>
  existing ? `${String(existing)},${value}` : value;

/**
 * What the upstream may want to know of the original request (as http-proxy's `xfwd`), but the
 * protocol as the gateway judged it (it set X-Forwarded-Proto on the request: the client's
 * connection, or the trusted proxy's word for it), which the service takes from its one hop.
 */
function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  return {
    'x-forwarded-for': append(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? ''),
    'x-forwarded-port': append(req.headers['x-forwarded-port'], String(req.socket.localPort ?? '')),
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? (encrypted ? 'https' : 'http'),
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  };
}

export interface AttemptHandlers {
  /** The upstream answered (its status line and headers arrived). */
  onResponse(): void;
  /**
   * No answer, and nothing written to `res`: the caller may try elsewhere or answer itself. Not
   * called when the client went away first.
   */
  onFailure(failure: AttemptFailure): void;
}

/**
 * An idle socket is closed here well before the service closes it (SERVER_IDLE_TIMEOUT_MS, which
 * its Keep-Alive header also says), so a request is never sent on a socket the service is closing.
 */
const IDLE_SOCKET_TIMEOUT_MS = 30_000;

/** The keep-alive connections to one service's replicas, and how long an attempt may wait. */
export const UPSTREAM_AGENT_OPTIONS = {
  connections: 128,
  keepAliveTimeout: IDLE_SOCKET_TIMEOUT_MS,
  keepAliveMaxTimeout: IDLE_SOCKET_TIMEOUT_MS,
  connect: { timeout: CONNECT_TIMEOUT_MS },
  headersTimeout: RESPONSE_TIMEOUT_MS,
  // Between two pieces of an answer: an event stream's heartbeat comes well within it.
  bodyTimeout: RESPONSE_TIMEOUT_MS,
};

function classify(error: Error, connected: boolean): AttemptFailure['kind'] {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (TIMEOUT_ERRORS.has(code)) return 'timeout';
  if (!CONNECTION_ERRORS.has(code)) return 'other';
  return connected ? 'dropped' : 'connect';
}

/**
 * Sends `req` (path untouched) with `body`, the bytes the client sent, to `origin` through
 * `agent` and streams the answer into `res`. Once the answer has started, an upstream that breaks
 * off cuts the client's connection too: a truncated answer must not look complete, and it is too
 * late for a status code.
 */
export function forward(
  req: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
  origin: string,
  agent: Dispatcher,
  handlers: AttemptHandlers,
): void {
  let answered = false;
  let clientGone = false;
  // Set once connected: the request is on its way to the replica.
  let controller: Dispatcher.DispatchController | undefined;
  const clientLeft = new Error('the client closed the connection');

  // A client that leaves before the answer is complete: stop the upstream work it asked for.
  res.once('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    controller?.abort(clientLeft);
  });

  agent.dispatch(
    {
      origin,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: {
        ...without(req.headers, NOT_FORWARDED_TO_UPSTREAM),
        ...forwardedHeaders(req),
        // A request that announced a body, even an empty one, keeps saying so (a POST with `{}`).
        ...(body.length > 0 || announcesBody(req) ? { 'content-length': String(body.length) } : {}),
      } as Record<string, string | string[]>,
      body: body.length > 0 ? body : null,
    },
    {
      // The request is about to go out on a connected socket.
      onRequestStart(started) {
        controller = started;
        if (clientGone) started.abort(clientLeft);
      },
      onResponseStart(_controller, statusCode, headers, statusMessage) {
        // 100 Continue and the like: the client's own connection had its interim answers already.
        if (statusCode < 200) return;
        answered = true;
        handlers.onResponse();
        const kept = without(headers, NOT_FORWARDED_TO_CLIENT);
        for (const name in kept) {
          const value = kept[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(statusCode, statusMessage);
      },
      onResponseData(upstream, chunk) {
        // A slow client holds the upstream back rather than having its answer piled up here.
        if (!res.write(chunk)) {
          upstream.pause();
          res.once('drain', () => upstream.resume());
        }
      },
      onResponseEnd() {
        res.end();
      },
      onResponseError(_controller, error) {
        // An upstream that breaks off cuts the client too; a client that left needs nothing.
        if (answered) return void res.destroy();
        if (clientGone) return;
        handlers.onFailure({ kind: classify(error, controller !== undefined), error });
      },
    },
  );
}
