import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer, listen } from '../src/runtime';

describe('closeServer', () => {
  it('lets a request in flight finish, and cuts a connection stuck mid-request after the grace', async () => {
    // GET /slow takes 200 ms; a request whose body never arrives whole is never answered.
    const server = await listen(
      (req, res) => {
        if (req.method === 'GET') setTimeout(() => res.end('done'), 200);
      },
      0,
      '127.0.0.1',
    );
    const { port } = server.address() as AddressInfo;

    // A client that sends half a request and then nothing: its connection is never idle.
    const stuck = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => stuck.once('connect', resolve));
    stuck.write('POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
    const cut = new Promise((resolve) => stuck.once('close', resolve));

    const slow = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeServer(server, 500);
    expect(await slow).toBe('done');
    await cut;
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
  it('tells a busy keep-alive connection to close, and says not ready, once it drains', async () => {
    const server = await listen(
      (req, res) => {
        if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
        else res.end(JSON.stringify({ status: 'ok' }));
      },
      0,
      '127.0.0.1',
    );
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (answer) => {
            let body = '';
            answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
            answer.on('end', () => resolve(Object.assign(answer, { body })));
          })
          .on('error', reject);
      });
    expect((await get('/readyz')).headers.connection).toBe('keep-alive');

    // The agent's one socket is busy with /slow when the drain starts; /readyz waits behind it.
    const slow = get('/slow');
    const ready = get('/readyz');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = closeServer(server, 2_000);
    expect((await slow).headers.connection).toBe('close');
    const started = Date.now();
    await closing;
    expect(Date.now() - started).toBeLessThan(1_000);
    // The queued probe went out on a fresh connection to a closed port, or got the 503.
    await ready.then(
      (answer) => expect(answer.statusCode).toBe(503),
      (error: NodeJS.ErrnoException) => expect(error.code).toBe('ECONNREFUSED'),
    );
    agent.destroy();
  });
});
