// One attempt at a request: the client's request (its body already read whole by the gateway) sent
// to one replica, its answer streamed back.
//
// Why not http-proxy-middleware any more: retrying once on another replica needs to know, for
// every attempt, whether the connection was ever made, whether the socket was a reused keep-alive
// one, whether the upstream simply took too long, and whether any of the answer has reached the
// client. http-proxy (what http-proxy-middleware runs on, unreleased since 2020) reports a dead
// replica and its own response timeout alike as ECONNRESET, skips its per-request hook for requests
// with `Expect`, appends to X-Forwarded-* in place on every try, and leaves the client hanging when
// an upstream dies mid-answer. Over node:http each of those is a line or two, below.
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { announcesBody } from '@hub/kit';
import { hostOf } from './urls';

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
  /** The socket was an idle keep-alive one: a reset may be a race, not a dead replica. */
  reusedSocket: boolean;
  error: Error;
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNECTTIMEOUT',
]);

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
 * Sends `req` (path untouched) with `body`, the bytes the client sent, to `origin` and streams the
 * answer into `res`. Once the answer has
 * started, an upstream that breaks off cuts the client's connection too: a truncated answer must
 * not look complete, and it is too late for a status code.
 */
export function forward(
  req: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
  origin: URL,
  agent: http.Agent,
  handlers: AttemptHandlers,
): void {
  let connected = false;
  let timedOut = false;
  let answered = false;
  let clientGone = false;

  const upstream = http.request({
    agent,
    host: hostOf(origin),
    port: origin.port || 80,
    method: req.method,
    path: req.url,
    headers: {
      ...without(req.headers, NOT_FORWARDED_TO_UPSTREAM),
      ...forwardedHeaders(req),
      // A request that announced a body, even an empty one, keeps saying so (a POST with `{}`).
      ...(body.length > 0 || announcesBody(req) ? { 'content-length': String(body.length) } : {}),
    },
  });

  upstream.on('socket', (socket) => {
    if (!socket.connecting) {
      connected = true;
      return;
    }
    const timer = setTimeout(() => {
      const error = Object.assign(new Error(`connect timeout after ${CONNECT_TIMEOUT_MS} ms`), {
        code: 'ECONNECTTIMEOUT',
      });
      upstream.destroy(error);
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
    });
    socket.once('close', () => clearTimeout(timer));
  });
  upstream.setTimeout(RESPONSE_TIMEOUT_MS, () => {
    timedOut = true;
    upstream.destroy();
  });

  upstream.on('response', (answer) => {
    answered = true;
    handlers.onResponse();
    const headers = without(answer.headers, NOT_FORWARDED_TO_CLIENT);
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
    // An upstream that breaks off cuts the client too; a client that leaves stops the upstream
    // (res 'close', below). Piped rather than through stream.pipeline, which on Node 20 builds an
    // AbortController and, at the end, a DOMException for every answer.
    answer.on('error', () => res.destroy());
    answer.on('close', () => {
      if (!answer.complete) res.destroy();
    });
    answer.pipe(res);
  });

  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (answered || clientGone) return;
    const code = error.code ?? '';
    const kind = timedOut
      ? 'timeout'
      : !CONNECTION_ERRORS.has(code)
        ? 'other'
        : connected
          ? 'dropped'
          : 'connect';
    handlers.onFailure({ kind, reusedSocket: upstream.reusedSocket, error });
  });

  // A client that leaves before the answer is complete: stop the upstream work it asked for.
  res.once('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    upstream.destroy();
  });

  upstream.end(body.length > 0 ? body : undefined);
}
