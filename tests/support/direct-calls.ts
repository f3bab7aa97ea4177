// Requests sent straight to a service's own port, as someone who got past the gateway would send
// them: with no signature, or with a header set signed (or captured) for some request.
import { signRequest, type Identity } from '@hub/kit';
import { TEST_INTERNAL_SECRET } from '@hub/kit/testing';

export interface DirectRequest {
  method?: string;
  /** Path and query. */
  path: string;
  /** The exact body text (JSON), sent with content-type application/json. */
  body?: string;
  identity?: Identity;
}

/** The headers the test stacks' gateway would sign for `request` to `service` at `now`. */
export function gatewayHeaders(
  service: string,
  request: DirectRequest,
  now = Date.now(),
): Record<string, string> {
  return signRequest(
    {
      service,
      method: request.method ?? 'GET',
      url: request.path,
      body: request.body === undefined ? undefined : Buffer.from(request.body),
      clientAddress: '127.0.0.1',
      identity: request.identity,
    },
    TEST_INTERNAL_SECRET,
    now,
  );
}

/** Sends `request` to the service at `origin`, skipping the gateway, with `headers`. */
export async function callDirectly(
  origin: string,
  request: DirectRequest,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(request.path, origin), {
    method: request.method ?? 'GET',
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: request.body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, json: json as any, text };
}
