import type { JottoMatch, JottoMatchGuess } from '@hub/proto';
import type { MatchGuessRecord, MatchRecord } from '../db/matches.repository';
import { fallbackDisplayName } from './display-name';

const guessView = (guess: MatchGuessRecord): JottoMatchGuess => ({
  guess: guess.guess.toUpperCase(),
  matchingLetters: guess.matchingLetters,
});

/**
 * A match as `viewerId` may see it. A secret word leaves the server only for its owner, or for
 * both players once the match is completed (docs/rules.md#jotto-words). `names` holds the
 * players' announced names; a player whose name has not arrived yet is 'Player'.
 */
export function toMatchView(
  match: MatchRecord,
  guesses: readonly MatchGuessRecord[],
  viewerId: string,
  names: ReadonlyMap<string, string>,
): JottoMatch {
  const nameOf = (playerId: string) => names.get(playerId) ?? fallbackDisplayName(playerId, true);
  const over = match.status === 'completed';
  const reveal = (word: string | null, ownerId: string | null) =>
    word !== null && (over || ownerId === viewerId) ? word.toUpperCase() : null;
  const of = (playerId: string | null) =>
    guesses.filter((guess) => guess.playerId === playerId).map(guessView);
  return {
    id: match.id,
    status: match.status,
    player1Id: match.player1Id,
    player2Id: match.player2Id,
    player1Name: nameOf(match.player1Id),
    player2Name: match.player2Id === null ? null : nameOf(match.player2Id),
    currentTurn: match.currentTurn,
    winnerId: match.winnerId,
    player1Word: reveal(match.player1Word, match.player1Id),
    player2Word: reveal(match.player2Word, match.player2Id),
    player1Ready: match.player1Word !== null,
    player1Guesses: of(match.player1Id),
    player2Guesses: match.player2Id === null ? [] : of(match.player2Id),
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
  };
}
