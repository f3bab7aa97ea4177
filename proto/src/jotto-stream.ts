import { z } from 'zod';
import { JottoMatchStatus } from './jotto';

/**
 * The signed-in player's live VS matches (Server-Sent Events), from the Jotto service: a `match`
 * message whenever one of their matches changes (someone joined, moved, won), and a `turns`
 * message first and whenever the number of matches awaiting their move changes. Only the
 * player's own matches, and never a word: a page that wants the guesses fetches the match.
 * A browser that reconnects fetches what it shows again, so nothing missed meanwhile is lost.
 */
export const JOTTO_MATCH_STREAM_PATH = '/api/jotto/matches/stream';
export const JOTTO_MATCH_STREAM_EVENTS = { match: 'match', turns: 'turns' } as const;

/** A `match` message: where one of the player's matches stands now. */
export const JottoMatchChange = z.object({
  id: z.string(),
  status: JottoMatchStatus,
  currentTurn: z.string().nullable(),
  winnerId: z.string().nullable(),
  /** The match's `updatedAt`: a page holding this version already has nothing to fetch. */
  updatedAt: z.iso.datetime(),
});
export type JottoMatchChange = z.infer<typeof JottoMatchChange>;

/** A `turns` message: how many of the player's active matches await their move. */
export const JottoTurns = z.object({ yourTurn: z.number().int().nonnegative() });
export type JottoTurns = z.infer<typeof JottoTurns>;
