import { describe, expect, it } from 'vitest';
import { UpstreamPool, type Lookup } from './pool';
import { parseUpstreamUrls } from './urls';

/** A resolver the test answers for, counting questions; a name it does not know fails. */
function fakeDns(initial: Record<string, string[]>) {
  const answers = { ...initial };
  const asked: string[] = [];
  const lookup: Lookup = async (hostname) => {
    asked.push(hostname);
    const found = answers[hostname];
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
  return { answers, asked, lookup };
}

function poolOf(urls: string, dns: ReturnType<typeof fakeDns>) {
  const clock = { now: 0 };
  const pool = new UpstreamPool('jotto', parseUpstreamUrls(urls), {
    lookup: dns.lookup,
    now: () => clock.now,
    refreshMs: 2_000,
  });
  return { pool, clock };
}

describe('UpstreamPool', () => {
  it('balances over every address the service name resolves to', async () => {
    const dns = fakeDns({ jotto: ['172.18.0.5', '172.18.0.6', '172.18.0.7'] });
    const { pool } = poolOf('http://jotto:3003', dns);
    const balancer = await pool.current();
    expect(balancer.all()).toEqual([
      'http://172.18.0.5:3003',
      'http://172.18.0.6:3003',
      'http://172.18.0.7:3003',
    ]);
    expect([balancer.pick(), balancer.pick(), balancer.pick(), balancer.pick()]).toEqual([
      'http://172.18.0.5:3003',
      'http://172.18.0.6:3003',
      'http://172.18.0.7:3003',
      'http://172.18.0.5:3003',
    ]);
  });

  it('takes a comma-separated list, each entry resolved, IP literals as they are', async () => {
    const dns = fakeDns({ jotto: ['10.0.0.1', '10.0.0.2'], localhost: ['127.0.0.1', '::1'] });
    const { pool } = poolOf(
      'http://127.0.0.1:4001, http://[::1]:4002,http://jotto:3003 ,http://localhost:4003',
      dns,
    );
    const balancer = await pool.current();
    expect(balancer.all()).toEqual([
      'http://127.0.0.1:4001',
      'http://[::1]:4002',
      'http://10.0.0.1:3003',
      'http://10.0.0.2:3003',
      'http://127.0.0.1:4003',
      'http://[::1]:4003',
    ]);
    expect(dns.asked.sort()).toEqual(['jotto', 'localhost']);
  });

  it('asks again once the answer is old, and sees replicas come and go', async () => {
    const dns = fakeDns({ jotto: ['10.0.0.1'] });
    const { pool, clock } = poolOf('http://jotto:3003', dns);
    await pool.current();
    dns.answers.jotto = ['10.0.0.1', '10.0.0.2', '10.0.0.3'];
    clock.now = 1_999;
    expect((await pool.current()).all()).toHaveLength(1);
    expect(dns.asked).toHaveLength(1);

    clock.now = 2_000;
    await pool.current(); // starts a lookup in the background...
    await pool.refresh(); // ...which this joins
    expect(dns.asked).toHaveLength(2);
    expect((await pool.current()).all()).toEqual([
      'http://10.0.0.1:3003',
      'http://10.0.0.2:3003',
      'http://10.0.0.3:3003',
    ]);

    dns.answers.jotto = ['10.0.0.3'];
    await pool.refresh();
    expect((await pool.current()).all()).toEqual(['http://10.0.0.3:3003']);
  });

  it('keeps the last good answer when a lookup fails', async () => {
    const dns = fakeDns({ jotto: ['10.0.0.1', '10.0.0.2'], leaderboard: ['10.0.1.1'] });
    const { pool } = poolOf('http://jotto:3003,http://leaderboard:3005', dns);
    await pool.current();
    delete dns.answers.jotto;
    dns.answers.leaderboard = ['10.0.1.2'];
    await pool.refresh();
    expect((await pool.current()).all()).toEqual([
      'http://10.0.0.1:3003',
      'http://10.0.0.2:3003',
      'http://10.0.1.2:3005',
    ]);
  });

  it('starts empty when the name does not resolve yet, and fills once it does', async () => {
    const dns = fakeDns({});
    const { pool } = poolOf('http://jotto:3003', dns);
    expect((await pool.current()).pick()).toBeUndefined();
    dns.answers.jotto = ['10.0.0.9'];
    await pool.refresh();
    expect((await pool.current()).pick()).toBe('http://10.0.0.9:3003');
  });

  it('brings a down address back only while DNS still lists it', async () => {
    const dns = fakeDns({ jotto: ['10.0.0.1', '10.0.0.2'] });
    const { pool, clock } = poolOf('http://jotto:3003', dns);
    const balancer = await pool.current();
    balancer.markDown('http://10.0.0.2:3003');
    dns.answers.jotto = ['10.0.0.1'];
    clock.now = 5_000;
    await pool.refresh();
    expect(balancer.live()).toEqual(['http://10.0.0.1:3003']);
    dns.answers.jotto = ['10.0.0.1', '10.0.0.2'];
    await pool.refresh();
    expect(balancer.live()).toEqual(['http://10.0.0.1:3003', 'http://10.0.0.2:3003']);
  });
});

describe('parseUpstreamUrls', () => {
  it('reads one origin or a comma-separated list', () => {
    expect(parseUpstreamUrls('http://jotto:3003').map(String)).toEqual(['http://jotto:3003/']);
    expect(parseUpstreamUrls(' http://a:1 ,, http://b:2 ').map((url) => url.host)).toEqual([
      'a:1',
      'b:2',
    ]);
  });

  it.each([
    ['', /at least one URL/],
    ['jotto:3003', /must start with http/],
    ['not a url', /is not a URL/],
    ['https://jotto:3003', /must start with http:\/\//],
    ['http://jotto:3003/api', /origin only/],
    ['http://a:1,ftp://b', /"ftp:\/\/b" must start with http/],
  ])('refuses %j', (value, message) => {
    expect(() => parseUpstreamUrls(value)).toThrow(message);
  });
});
