import type { QueryClient } from '@tanstack/react-query';
import {
  JOTTO_MATCH_STREAM_EVENTS,
  JOTTO_MATCH_STREAM_PATH,
  JottoMatchChange,
  JottoTurns,
  type JottoMatch,
} from '@hub/proto';
import type { Parser } from '../../../api/client';
import { MATCH_KEY_PREFIX, MATCHES_KEY, matchKey } from '../api/matchKeys';
import { notifyYourTurn } from './turnNotification';

/**
 * - `off`: nobody signed in, or no screen wants the stream;
 * - `connecting`: opening, or reopening after the server ended a stream (it does every minute);
 * - `live`: every change of the player's matches arrives as it happens;
 * - `down`: no stream for a while: pages fall back to polling.
 */
export type MatchStreamStatus = 'off' | 'connecting' | 'live' | 'down';

export interface MatchStreamState {
  status: MatchStreamStatus;
  /** How many active matches await the player's move; null until the stream has said. */
  yourTurn: number | null;
}

export interface MatchStreamUser {
  userId: string;
  queryClient: QueryClient;
  /** Opens a page of the app (a notification's click). */
  navigate(path: string): void;
}

const OFF: MatchStreamState = { status: 'off', yourTurn: null };
/** A stream that is not back this long after it broke counts as down (its reconnect takes 2 s). */
const DOWN_AFTER_MS = 4_000;
/** After the server refused a stream (EventSource then gives up), it is tried again this late. */
const REOPEN_MS = 5_000;
/** Moving from one screen to the next unmounts one user of the stream before the next mounts. */
const LINGER_MS = 5_000;

interface Connection extends MatchStreamUser {
  source: EventSource | null;
  state: MatchStreamState;
  /** Set when a stream reopens: its first count tells whether a turn came while none was open. */
  reopened: boolean;
  everOpened: boolean;
  users: number;
  timers: { down?: number; reopen?: number; linger?: number };
}

/** One stream per tab, shared by every screen that shows the player's matches. */
let connection: Connection | null = null;
const listeners = new Set<() => void>();

function setState(conn: Connection, change: Partial<MatchStreamState>): void {
  conn.state = { ...conn.state, ...change };
  listeners.forEach((listener) => listener());
}

/** A message's data, or null for one this version of the page cannot read. */
function parsed<T>(schema: Parser<T>, text: string): T | null {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Anything may have changed while no stream was open: what the screens show is fetched again. */
function refetchShown(conn: Connection): void {
  void conn.queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
  void conn.queryClient.invalidateQueries({ queryKey: MATCH_KEY_PREFIX });
}

function onMatchChange(conn: Connection, change: JottoMatchChange): void {
  const shown = conn.queryClient.getQueryData<JottoMatch>(matchKey(change.id));
  if (shown?.updatedAt !== change.updatedAt) {
    void conn.queryClient.invalidateQueries({ queryKey: matchKey(change.id) });
  }
  void conn.queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
  // Only the opponent can make it the player's turn (joining, or a move that missed).
  if (change.status === 'active' && change.currentTurn === conn.userId) {
    notifyYourTurn(change.id, conn.navigate);
  }
}

function open(conn: Connection): void {
  if (typeof EventSource === 'undefined') {
    setState(conn, { status: 'down' });
    return;
  }
  const source = new EventSource(JOTTO_MATCH_STREAM_PATH);
  conn.source = source;
  source.onopen = () => {
    clearTimeout(conn.timers.down);
    conn.reopened = conn.everOpened;
    conn.everOpened = true;
    setState(conn, { status: 'live' });
    refetchShown(conn);
  };
  source.addEventListener(JOTTO_MATCH_STREAM_EVENTS.turns, (message) => {
    const turns = parsed(JottoTurns, message.data);
    if (!turns) return;
    // A move made between two streams (each ends after a minute) sent no `match` message.
    const before = conn.state.yourTurn;
    if (conn.reopened && before !== null && turns.yourTurn > before) {
      notifyYourTurn(null, conn.navigate);
    }
    conn.reopened = false;
    setState(conn, { yourTurn: turns.yourTurn });
  });
  source.addEventListener(JOTTO_MATCH_STREAM_EVENTS.match, (message) => {
    const change = parsed(JottoMatchChange, message.data);
    if (change) onMatchChange(conn, change);
  });
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) {
      // Refused (a 401 or a 5xx): EventSource does not retry that by itself.
      source.close();
      conn.source = null;
      setState(conn, { status: 'down' });
      conn.timers.reopen = window.setTimeout(() => open(conn), REOPEN_MS);
      return;
    }
    // EventSource reconnects by itself, as after each stream's planned end.
    if (conn.state.status === 'live') setState(conn, { status: 'connecting' });
    clearTimeout(conn.timers.down);
    conn.timers.down = window.setTimeout(() => {
      if (conn.state.status !== 'live') setState(conn, { status: 'down' });
    }, DOWN_AFTER_MS);
  };
}

function close(conn: Connection): void {
  conn.source?.close();
  conn.source = null;
  Object.values(conn.timers).forEach((timer) => clearTimeout(timer));
  if (connection === conn) connection = null;
  listeners.forEach((listener) => listener());
}

/**
 * Uses the tab's stream for `user` (opening it, or replacing one of another account), and calls
 * `listener` on each change of its state. Returns the function that stops using it; the stream
 * closes a little after its last user has gone.
 */
export function joinMatchStream(user: MatchStreamUser, listener: () => void): () => void {
  if (connection && connection.userId !== user.userId) close(connection);
  if (!connection) {
    connection = {
      ...user,
      source: null,
      state: { status: 'connecting', yourTurn: null },
      reopened: false,
      everOpened: false,
      users: 0,
      timers: {},
    };
    open(connection);
  }
  const conn = connection;
  conn.navigate = user.navigate;
  conn.users += 1;
  clearTimeout(conn.timers.linger);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    conn.users -= 1;
    if (conn.users === 0) conn.timers.linger = window.setTimeout(() => close(conn), LINGER_MS);
  };
}

/** The state of the tab's stream for `userId` (off for anyone else, or nobody). */
export function matchStreamState(userId: string | null): MatchStreamState {
  return connection && connection.userId === userId ? connection.state : OFF;
}
