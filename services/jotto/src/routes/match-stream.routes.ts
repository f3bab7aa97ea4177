import type { FastifyInstance } from 'fastify';
import { openEventStream, userIdOf } from '@hub/kit';
import { JOTTO_MATCH_STREAM_EVENTS, JOTTO_MATCH_STREAM_PATH } from '@hub/proto';
import type { MatchState } from '../db/matches.repository';
import { changedMatches, toMatchChange, yourTurnCount } from '../domain/match-changes';
import type { MatchWatcher } from '../live/match-watcher';
import { SIGN_IN_FIRST } from './matches.routes';

/**
 * GET /api/jotto/matches/stream: Server-Sent Events of the signed-in player's own matches. The
 * first read of their matches is what this stream compares with, so it says nothing of them but
 * the count of turns; a browser that (re)connects fetches what it shows afresh.
 */
export function matchStreamRoutes(app: FastifyInstance, watcher: MatchWatcher): void {
  app.get(JOTTO_MATCH_STREAM_PATH, (req, reply) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const stream = openEventStream(reply);
    let known: Map<string, MatchState> | null = null;
    let yourTurn: number | null = null;

    const stopWatching = watcher.watch(userId, (states) => {
      const changed = known ? changedMatches(known, states) : [];
      known = new Map(states.map((state) => [state.id, state]));
      for (const state of changed) {
        stream.send(JOTTO_MATCH_STREAM_EVENTS.match, toMatchChange(state));
      }
      const count = yourTurnCount(states, userId);
      if (count !== yourTurn) {
        yourTurn = count;
        stream.send(JOTTO_MATCH_STREAM_EVENTS.turns, { yourTurn: count });
      }
    });
    stream.onClose(stopWatching);
  });
}
