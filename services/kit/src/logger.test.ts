import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { addToLogContext, keepLogContext, withLogContext } from './log-context';
import { createLogger } from './logger';

/** A logger whose lines are kept, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('test', 'debug', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines };
}

describe('createLogger', () => {
  it('puts the request id and the player of the request in progress on every line', async () => {
    const { logger, lines } = capture();
    const child = logger.child({ service: 'jotto' });
    await withLogContext({ requestId: 'req-1' }, async () => {
      logger.info('before the player is known');
      addToLogContext({ playerId: 'player-1' });
      await new Promise((resolve) => setTimeout(resolve, 1));
      child.warn({ detail: 1 }, 'after an await, from a child logger');
    });
    logger.info('outside any request');
    expect(lines.map(({ requestId, playerId, msg }) => ({ requestId, playerId, msg }))).toEqual([
      { requestId: 'req-1', playerId: undefined, msg: 'before the player is known' },
      { requestId: 'req-1', playerId: 'player-1', msg: 'after an await, from a child logger' },
      { requestId: undefined, playerId: undefined, msg: 'outside any request' },
    ]);
    expect(lines[1]).toMatchObject({ service: 'jotto', detail: 1 });
  });

  it('keeps each request to its own fields when they run at the same time', async () => {
    const { logger, lines } = capture();
    const request = (requestId: string, playerId: string, delayMs: number) =>
      withLogContext({ requestId }, async () => {
        addToLogContext({ playerId });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        logger.info(requestId);
      });
    await Promise.all([request('a', 'player-a', 5), request('b', 'player-b', 1)]);
    expect(lines.map(({ msg, requestId, playerId }) => [msg, requestId, playerId])).toEqual([
      ['b', 'b', 'player-b'],
      ['a', 'a', 'player-a'],
    ]);
  });

  it('keeps a callback that an event fires to the request it was kept in', () => {
    const { logger, lines } = capture();
    const socket = new EventEmitter();
    withLogContext({ requestId: 'kept' }, () => {
      socket.once(
        'end',
        keepLogContext(() => logger.info('kept')),
      );
      socket.once('end', () => logger.info('not kept'));
    });
    // Fired from elsewhere, as I/O is: only the kept callback still knows its request.
    withLogContext({ requestId: 'another' }, () => socket.emit('end'));
    expect(lines.map(({ msg, requestId }) => [msg, requestId])).toEqual([
      ['kept', 'kept'],
      ['not kept', 'another'],
    ]);
  });

  it('names the event a consumer is applying', () => {
    const { logger, lines } = capture();
    withLogContext({ eventId: 'event-1' }, () => logger.info('applied'));
    expect(lines[0]).toMatchObject({ eventId: 'event-1', msg: 'applied' });
  });

  it('never writes passwords, cookies, secret words or tokens', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: 'hunter2-password',
        body: { password: 'hunter2-password', secretWord: 'crane', token: 'reset-token' },
        req: { headers: { cookie: 'hub.sid=session-cookie', authorization: 'Basic abc' } },
        headers: { cookie: 'hub.sid=session-cookie', 'set-cookie': 'hub.sid=session-cookie' },
        secretWord: 'crane',
      },
      'a careless line',
    );
    const failure = Object.assign(new Error('could not sign in'), {
      password: 'hunter2-password',
      headers: { authorization: 'Basic abc', 'x-identity-sig': 'signature' },
    });
    logger.warn({ err: failure, payload: { secretWord: 'crane' } }, 'a careless error');
    const written = JSON.stringify(lines);
    expect(lines[1]).toMatchObject({ err: { message: 'could not sign in' } });
    for (const secret of [
      'hunter2',
      'crane',
      'reset-token',
      'session-cookie',
      'abc',
      'signature',
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('lets a log call name its own fields over the context', () => {
    const { logger, lines } = capture();
    withLogContext({ eventId: 'in-progress' }, () => logger.info({ eventId: 'other' }, 'x'));
    expect(lines[0]).toMatchObject({ eventId: 'other' });
  });
});
