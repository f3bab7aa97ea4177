import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { closeServer, listen } from '../src/runtime';

describe('closeServer', () => {
  it('lets a request in flight finish, and cuts a connection stuck mid-request after the grace', async () => {
    const app = express();
    app.get('/slow', (_req, res) => setTimeout(() => res.send('done'), 200));
    const server = await listen(app, 0, '127.0.0.1');
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
});
