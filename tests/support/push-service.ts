import {
  createECDH,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushSubscriptionBody } from '@hub/proto';

/** A push message as the stand-in push service took it, decrypted as the browser would. */
export interface ReceivedPush {
  endpoint: string;
  /** The message, JSON-parsed. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID token's claims, its signature checked against the key sent with it. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/** A browser's subscription to the stand-in, and what it takes to read its messages. */
export interface TestSubscription extends PushSubscriptionBody {
  /** Makes the push service answer this status to every push for it (410: the browser left). */
  answer(status: number): void;
}

export interface PushServiceStandIn {
  /** Where it listens: what PUSH_SERVICE_ORIGINS must admit. */
  origin: string;
  subscribe(): TestSubscription;
  /** Every push accepted so far, oldest first. */
  received: ReceivedPush[];
  /** Pushes it refused, with the status it answered. */
  refused: { endpoint: string; status: number }[];
  stop(): Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  status: number;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The claims of a VAPID header (RFC 8292) whose ES256 signature the key in it verifies. */
function vapidOf(header: string | undefined, origin: string): ReceivedPush['vapid'] | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['vapid'];
  const fresh = body.exp > Date.now() / 1000 && body.exp <= Date.now() / 1000 + 24 * 3600;
  return signed && fresh && body.aud === origin ? { ...body, publicKey } : null;
}

/**
 * A Web Push service on a free local port, standing in for FCM, Mozilla's or Apple's: it hands
 * out subscriptions as a browser would get them, checks each push's VAPID signature (RFC 8292),
 * decrypts it with the subscription's keys (RFC 8291) and keeps it, answering 201 as they do, or
 * the status a test asked for.
 */
export async function startPushService(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceStandIn['refused'] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const endpoint = `${origin}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      const vapid = vapidOf(request.headers.authorization, origin);
      const status = !browser ? 404 : !vapid ? 401 : browser.status;
      if (status !== 201 || !browser || !vapid) {
        refused.push({ endpoint, status });
        response.writeHead(status).end();
        return;
      }
      const plain = decrypt(body, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      received.push({
        endpoint,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        vapid,
      });
      response.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` }).end();
    })().catch((error: unknown) => {
      refused.push({ endpoint: request.url ?? '', status: 400 });
      response.writeHead(400).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: Browser = { ecdh, auth: randomBytes(16), status: 201 };
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, browser);
      return {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
        answer(status) {
          browser.status = status;
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stack's settings that send its reminders to `push`, the sweep looking every second. */
export const remindersThrough = (push: PushServiceStandIn) => ({
  PUSH_SERVICE_ORIGINS: push.origin,
  REMINDER_CHECK_SECONDS: '1',
});

/**
 * The time it is on a zone's clock ('HH:MM'): a reminder set for it is due at once. Never in a
 * minute's last seconds, which would be past by the time the server hears of it.
 */
export async function reminderTimeDueNow(timeZone: string): Promise<string> {
  const seconds = new Date().getSeconds();
  if (seconds > 50) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}
