import type { FastifyInstance } from 'fastify';
import { openEventStream, routeSchema, userIdOf } from '@hub/kit';
import {
  JOTTO_MATCH_STREAM_EVENTS,
  JOTTO_MATCH_STREAM_PATH,
  JottoMatchChange,
  JottoTurns,
} from '@hub/proto';
import { events } from '@hub/proto/api';
import type { MatchState } from '../db/matches.repository';
import { changedMatches, toMatchChange, yourTurnCount } from '../domain/match-changes';
import type { MatchWatcher } from '../live/match-watcher';
import { SIGN_IN_FIRST } from './matches.routes';

const STREAM_SCHEMA = routeSchema('get', {
  summary: 'Live changes to your VS matches',
  access: 'account',
  answers: {
    200: events(
      { match: JottoMatchChange, turns: JottoTurns },
      'Server-Sent Events: `turns` first and whenever the number of matches awaiting your move changes, `match` whenever one of your matches changes. Never a word: fetch the match for its guesses. The stream ends after a minute and the browser reconnects.',
    ),
  },
});

/**
 * GET /api/jotto/matches/stream: Server-Sent Events of the signed-in player's own matches. The
 * first read of their matches is what this stream compares with, so it says nothing of them but
 * the count of turns; a browser that (re)connects fetches what it shows afresh.
 */
export function matchStreamRoutes(app: FastifyInstance, watcher: MatchWatcher): void {
  app.get(JOTTO_MATCH_STREAM_PATH, { schema: STREAM_SCHEMA }, (req, reply) => {
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
