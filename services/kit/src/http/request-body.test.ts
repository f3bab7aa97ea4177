import type { RequestListener } from 'node:http';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createBaseApp } from './base-app';
import { BODY_LIMIT_BYTES, parseJsonBodies, readBody } from './request-body';

/** Two readers in a row, as when the gateway runs a service app in its own process. */
async function echoApp(): Promise<RequestListener> {
  const app = createBaseApp({ name: 'echo', logger: createLogger('body-test', 'silent') });
  app.addHook('onRequest', async (request) => {
    await readBody(request.raw);
    await readBody(request.raw);
  });
  parseJsonBodies(app);
  app.all('/echo', async (request) => ({
    raw: request.raw.rawBody?.toString('utf8'),
    body: request.body ?? null,
  }));
  await app.ready();
  return (req, res) => app.routing(req, res);
}

describe('the request body', () => {
  let app: RequestListener;
  beforeAll(async () => {
    app = await echoApp();
  });

  it('keeps the exact bytes, read once, and parses JSON from them', async () => {
    const raw = '{ "guess" : "crane" }';
    const answer = await request(app)
      .post('/echo')
      .set('content-type', 'application/json')
      .send(raw);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ raw, body: { guess: 'crane' } });
  });

  it('gives an empty JSON body as {}, and no body as none', async () => {
    const empty = await request(app).post('/echo').set('content-type', 'application/json');
    expect(empty.body).toEqual({ raw: '', body: {} });
    const none = await request(app).get('/echo');
    expect(none.body).toEqual({ raw: '', body: null });
  });

  it('leaves a body that is not JSON unparsed', async () => {
    const answer = await request(app).post('/echo').set('content-type', 'text/plain').send('hi');
    expect(answer.body).toEqual({ raw: 'hi', body: null });
  });

  it('answers malformed JSON and a bare JSON value with a 400 message', async () => {
    for (const raw of ['{"guess":', '"crane"', 'null']) {
      const answer = await request(app)
        .post('/echo')
        .set('content-type', 'application/json')
        .send(raw);
      expect(answer.status, raw).toBe(400);
      expect(answer.body, raw).toEqual({ message: 'The request body is not valid JSON' });
    }
  });

  it('refuses a body over the limit with a 413 message, announced or streamed', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES) });
    const announced = await request(app)
      .post('/echo')
      .set('content-type', 'application/json')
      .send(big);
    expect(announced.status).toBe(413);
    expect(announced.body.message).toMatch(/too large/);

    const streamed = request(app)
      .post('/echo')
      .set('content-type', 'application/json')
      .set('transfer-encoding', 'chunked');
    for (let sent = 0; sent <= BODY_LIMIT_BYTES; sent += 8_192) streamed.write('x'.repeat(8_192));
    const answer = await streamed;
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/too large/);
  });

  it('refuses a compressed body with a 415 message', async () => {
    const answer = await request(app)
      .post('/echo')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{}');
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: 'Compressed request bodies are not accepted' });
  });
});
