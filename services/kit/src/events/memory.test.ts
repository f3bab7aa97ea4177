import { describe, expect, it } from 'vitest';
import { InProcessTransport } from './memory';
import type { DeliveredEvent } from './transport';

function recorder(transport: InProcessTransport, subjects: string[], fail = () => false) {
  const seen: DeliveredEvent[] = [];
  const subscribed = transport.subscribe({
    durable: 'test',
    subjects,
    handle: async (event) => {
      seen.push(event);
      if (fail()) throw new Error('apply failed');
    },
  });
  return { seen, subscribed };
}

describe('InProcessTransport', () => {
  it('delivers to the subscriptions whose filters match, a JSON copy of the payload', async () => {
    const transport = new InProcessTransport();
    const games = recorder(transport, ['games.finished.>']);
    const players = recorder(transport, ['player.*']);
    const payload = { at: new Date('2025-01-01T00:00:00Z') };

    await transport.publish('games.finished.bloom', 'e1', payload);

    expect(games.seen).toEqual([
      {
        subject: 'games.finished.bloom',
        eventId: 'e1',
        payload: { at: '2025-01-01T00:00:00.000Z' },
        redelivered: false,
      },
    ]);
    expect(players.seen).toEqual([]);
  });

  it('rejects while a handler fails, flags the retry as a redelivery, then drops the id', async () => {
    const transport = new InProcessTransport();
    let failures = 1;
    const { seen } = recorder(transport, ['>'], () => failures-- > 0);

    await expect(transport.publish('player.linked', 'e1', {})).rejects.toThrow('apply failed');
    await transport.publish('player.linked', 'e1', {});
    await transport.publish('player.linked', 'e1', {});

    expect(seen.map((event) => event.redelivered)).toEqual([false, true]);
  });

  it('remembers the last 10,000 delivered ids, not more', async () => {
    const transport = new InProcessTransport();
    const { seen } = recorder(transport, ['>']);
    for (let index = 0; index <= 10_000; index++) {
      await transport.publish('player.linked', `e${index}`, {});
    }
    await transport.publish('player.linked', 'e10000', {});
    expect(seen).toHaveLength(10_001);
    await transport.publish('player.linked', 'e0', {});
    expect(seen).toHaveLength(10_002);
  });

  it('stops delivering to a stopped subscription', async () => {
    const transport = new InProcessTransport();
    const { seen, subscribed } = recorder(transport, ['>']);
    await (await subscribed).stop();
    await transport.publish('player.linked', 'e1', {});
    expect(seen).toEqual([]);
  });
});
