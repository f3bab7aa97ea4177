import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeServer,
  createLogger,
  hostService,
  InProcessTransport,
  listen,
  type HostedService,
} from '@hub/kit';
import { TEST_INTERNAL_SECRET } from '@hub/kit/testing';
import { createJottoService } from '@hub/jotto';
import {
  JOTTO_MATCH_STREAM_EVENTS,
  JOTTO_MATCH_STREAM_PATH,
  JottoMatchChange,
  JottoTurns,
} from '@hub/proto';
import type { Server } from 'node:http';
import { signUpVerified } from '../support/accounts';
import { callDirectly, gatewayHeaders } from '../support/direct-calls';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

/** The bound: a player learns of the opponent's move within a second. */
const PUSH_WITHIN_MS = 1_000;

interface StreamMessage {
  event: string;
  data: unknown;
  /** When it arrived (performance.now()). */
  at: number;
}

/** A tab's match stream through the gateway, as the browser's EventSource reads it. */
class MatchStream {
  readonly messages: StreamMessage[] = [];
  private text = '';
  private constructor(private readonly request: http.ClientRequest) {}

  static async open(origin: string, tab: Browserish) {
    const request = http.get(`${origin}${JOTTO_MATCH_STREAM_PATH}`, {
      headers: { cookie: tab.cookieHeader(), accept: 'text/event-stream' },
    });
    const stream = new MatchStream(request);
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => stream.take(chunk));
    // Every stream opens with the count of turns; from then on it hears every change.
    await stream.next(JOTTO_MATCH_STREAM_EVENTS.turns);
    return stream;
  }

  /** Everything received, as sent: to look for words that must never be in it. */
  get raw(): string {
    return this.text;
  }

  of(event: string) {
    return this.messages.filter((message) => message.event === event);
  }

  /** The first message of `event` after the first `after` ones, once it has arrived. */
  async next(event: string, after = 0, timeoutMs = 10_000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.of(event)[after];
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`No ${event} message #${after + 1}; got:\n${this.text}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  close() {
    this.request.destroy();
  }

  private take(chunk: string) {
    this.text += chunk;
    const blocks = this.text.split('\n\n');
    const complete = blocks.slice(this.parsedBlocks, -1);
    this.parsedBlocks += complete.length;
    for (const block of complete) {
      const fields = new Map(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      const event = fields.get('event');
      if (event) {
        this.messages.push({ event, data: JSON.parse(fields.get('data')!), at: performance.now() });
      }
    }
  }

  private parsedBlocks = 0;
}

describe.each(TOPOLOGIES)('the Jotto match stream, %s', (_, startStack) => {
  let stack: TestStack;
  const streams: MatchStream[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stack?.stop();
  });

  async function player(name: string) {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: name,
    });
    const stream = await MatchStream.open(stack.url, tab);
    streams.push(stream);
    return { tab, id: user.id, stream };
  }

  it('answers guests 401 and anything but a GET of the stream 404, each with a message', async () => {
    const guest = new Browserish(stack.url);
    const refused = await guest.get(JOTTO_MATCH_STREAM_PATH);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'Sign in to play VS matches' });

    const signedIn = new Browserish(stack.url);
    await signUpVerified(stack, signedIn, {
      email: `dora-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Dora',
    });
    for (const answer of [
      await signedIn.post(JOTTO_MATCH_STREAM_PATH, {}),
      await signedIn.get(`${JOTTO_MATCH_STREAM_PATH}/all`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: expect.any(String) });
    }
  });

  it("tells each player of the other's moves at once, and nobody else anything", async () => {
    const ann = await player('Ann');
    const bob = await player('Bob');
    const carol = await player('Carol');
    for (const { stream } of [ann, bob, carol]) {
      expect(JottoTurns.strict().parse(stream.of('turns')[0]!.data)).toEqual({ yourTurn: 0 });
    }

    const created = await ann.tab.post('/api/jotto/match', { word: 'crane' });
    expect(created.status).toBe(201);
    const id: string = created.json.id;
    // Ann's own new match reaches her other tabs' lists; it is nobody's turn yet.
    const waiting = await ann.stream.next('match');
    expect(JottoMatchChange.strict().parse(waiting.data)).toMatchObject({
      id,
      status: 'waiting',
      currentTurn: null,
    });

    // Bob joins: Ann learns it is her turn, in one of one match.
    expect((await bob.tab.post(`/api/jotto/match/${id}/word`, { word: 'pilot' })).status).toBe(200);
    const joined = JottoMatchChange.strict().parse((await ann.stream.next('match', 1)).data);
    expect(joined).toMatchObject({ id, status: 'active', currentTurn: ann.id, winnerId: null });
    expect((await ann.stream.next('turns', 1)).data).toEqual({ yourTurn: 1 });
    expect((await bob.stream.next('match')).data).toMatchObject({ id, currentTurn: ann.id });

    // Ann moves: Bob hears of it within the second, and it is now his turn.
    const sent = performance.now();
    const move = await ann.tab.post(`/api/jotto/match/${id}/guess`, { guess: 'split' });
    expect(move.json).toMatchObject({ isCorrect: false });
    const heard = await bob.stream.next('match', 1);
    expect(heard.at - sent).toBeLessThan(PUSH_WITHIN_MS);
    expect(JottoMatchChange.strict().parse(heard.data)).toMatchObject({
      id,
      status: 'active',
      currentTurn: bob.id,
    });
    expect((await bob.stream.next('turns', 1)).data).toEqual({ yourTurn: 1 });
    expect((await ann.stream.next('turns', 2)).data).toEqual({ yourTurn: 0 });

    // Bob wins: both learn the match is over, and the winner.
    const win = await bob.tab.post(`/api/jotto/match/${id}/guess`, { guess: 'crane' });
    expect(win.json).toMatchObject({ isCorrect: true });
    for (const { stream } of [ann, bob]) {
      const over = await stream.next('match', stream === ann.stream ? 3 : 2);
      expect(over.data).toMatchObject({ id, status: 'completed', winnerId: bob.id });
    }
    expect((await bob.stream.next('turns', 2)).data).toEqual({ yourTurn: 0 });

    // Carol, signed in but in no match, heard nothing but her count; no stream held a word.
    expect(carol.stream.messages.map((message) => message.event)).toEqual(['turns']);
    for (const { stream } of [ann, bob, carol]) {
      expect(stream.raw.toLowerCase()).not.toMatch(/crane|pilot|split/);
    }
  });

  describe('with a second Jotto replica', () => {
    let replica: HostedService;
    let server: Server;
    let replicaUrl: string;

    beforeAll(async () => {
      // Another replica of the service, as `--scale jotto=2` runs it: its own process state, the
      // same database. Its moves reach streams held by the stack's replica only through Postgres.
      replica = await hostService(createJottoService(), {
        databaseUrl: stack.databaseUrl,
        transport: new InProcessTransport(),
        logger: createLogger('second-jotto', 'silent'),
        internalSecret: TEST_INTERNAL_SECRET,
      });
      server = await listen(replica.handler, 0);
      replicaUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      if (server) await closeServer(server);
      await replica?.stop();
    });

    /** A request the gateway would sign for this player, sent to the second replica. */
    const onReplica = (userId: string, path: string, body: unknown) => {
      const request = {
        method: 'POST',
        path,
        body: JSON.stringify(body),
        identity: { playerId: userId, userId, roles: [] },
      };
      return callDirectly(replicaUrl, request, gatewayHeaders('jotto', request));
    };

    it('tells a player on one replica of a move made on another within the second', async () => {
      const ann = await player('Ann');
      const bob = await player('Bob');
      const created = await onReplica(ann.id, '/api/jotto/match', { word: 'crane' });
      expect(created.status).toBe(201);
      const id: string = created.json.id;
      expect(
        (await onReplica(bob.id, `/api/jotto/match/${id}/word`, { word: 'pilot' })).status,
      ).toBe(200);
      expect((await ann.stream.next('turns', 1)).data).toEqual({ yourTurn: 1 });
      await bob.stream.next('match');

      const sent = performance.now();
      const move = await onReplica(ann.id, `/api/jotto/match/${id}/guess`, { guess: 'split' });
      expect(move.status).toBe(200);
      const heard = await bob.stream.next('match', 1);
      expect(heard.at - sent).toBeLessThan(PUSH_WITHIN_MS);
      expect(heard.data).toMatchObject({ id, status: 'active', currentTurn: bob.id });
    });
  });
});
