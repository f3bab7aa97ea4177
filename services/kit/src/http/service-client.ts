import type { z } from 'zod';
import { currentLogContext } from '../log-context';
import { HttpError } from './errors';
import type { Identity } from './identity';
import { REQUEST_ID_HEADER } from './request-id';
import { signRequest } from './request-signature';

/**
 * Where each service answers, for calls between services. Filled by whoever hosts them: from
 * `<NAME>_URL` variables in the production topology, or once the in-process apps listen.
 */
export type ServiceUrls = Partial<Record<string, string>>;

export interface ServiceCall<Schema extends z.ZodType> {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Whose request this is: the callee checks roles and ownership as if the gateway sent it. */
  identity: Identity;
  /** The answer's shape; an answer that does not match is the callee's bug, reported as 502. */
  schema: Schema;
}

const TIMEOUT_MS = 60_000;

/** Calls another service's API with a signed identity, the same way the gateway does. */
export class ServiceClient {
  constructor(
    private readonly urls: ServiceUrls,
    private readonly internalSecret: string,
  ) {}

  async call<Schema extends z.ZodType>(
    service: string,
    { method = 'GET', path, body, identity, schema }: ServiceCall<Schema>,
  ): Promise<z.output<Schema>> {
    const base = this.urls[service];
    if (!base) throw new HttpError(503, `The ${service} service is not configured`);
    const url = new URL(path, base);
    // Signed over the very bytes sent, for the callee, as the gateway signs.
    const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const signed = signRequest(
      { service, method, url: `${url.pathname}${url.search}`, body: bytes, identity },
      this.internalSecret,
    );
    // The request this call is part of keeps its id in the callee's log lines.
    const { requestId } = currentLogContext();
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...signed,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...(bytes === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: bytes,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, `The ${service} service is unavailable. Please try again.`);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (answer as { message?: unknown } | undefined)?.message;
      // The callee's refusals (4xx) are the caller's too; its failures are ours to report as 502.
      if (response.status < 500 && typeof message === 'string') {
        throw new HttpError(response.status, message);
      }
      throw new HttpError(502, `The ${service} service failed. Please try again.`);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new HttpError(502, `The ${service} service answered unexpectedly`);
    return parsed.data;
  }
}
