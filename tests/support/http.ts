import http from 'node:http';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/proto';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request on its own connection, so a restarted server never meets a stale pooled socket. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
  localAddress?: string,
) {
  return new Promise<RawResponse>((resolve, reject) => {
    const options = { method, headers, agent: false, localAddress };
    const outgoing = http.request(url, options, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** One answer a tab got, as the API document's conformance check reads it. */
export interface Exchange {
  /** The server asked: its API document says what it answers. */
  origin: string;
  method: string;
  /** As asked, query included. */
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body sent, as sent. */
  requestText?: string;
}

const exchangeObservers = new Set<(exchange: Exchange) => void>();

/**
 * Shows `observer` every answer any tab gets, until the returned function is called: the stack
 * tests' answers are checked against the API document (tests/support/api-conformance-setup.ts).
 */
export function observeExchanges(observer: (exchange: Exchange) => void): () => void {
  exchangeObservers.add(observer);
  return () => exchangeObservers.delete(observer);
}

/**
 * A tiny cookie-keeping HTTP client, like a browser tab: it sends the session cookie back and the
 * CSRF header on state-changing calls. Redirects are not followed, so tests can look at them.
 */
/**
 * A JSON body sent as written, for numbers JSON.stringify cannot write (1e309 would become null)
 * or writes otherwise (2 ** 53 as 9007199254740992 is the same; 1e309 is not).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export class Browserish {
  private cookies = new Map<string, string>();

  /**
   * `localAddress`: the loopback address the tab connects from (127.0.0.2, 127.0.0.3… all reach
   * a server on 127.0.0.1 on Linux), so a test can play clients at different addresses.
   */
  constructor(
    private readonly origin: string,
    private readonly localAddress?: string,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const requestText =
      body === undefined ? undefined : body instanceof JsonText ? body.text : JSON.stringify(body);
    const response = await send(
      new URL(path, this.origin),
      method,
      {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' || method === 'HEAD' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      requestText,
      this.localAddress,
    );
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const { text } = response;
    for (const observe of exchangeObservers) {
      const { origin } = this;
      observe({
        origin,
        method,
        path,
        status: response.status,
        headers: response.headers,
        text,
        requestText,
      });
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // Tests read answers loosely; the schemas are checked where it matters.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, headers: response.headers, json: json as any, text };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header this tab sends, for another client to send as this tab (a load tool). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
