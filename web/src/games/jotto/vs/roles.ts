import type { JottoMatch, JottoMatchGuess } from '@hub/proto';

export interface MatchSides {
  isPlayer: boolean;
  myWord: string | null;
  theirWord: string | null;
  myGuesses: JottoMatchGuess[];
  theirGuesses: JottoMatchGuess[];
  opponentName: string | null;
  myTurn: boolean;
  won: boolean;
}

/** A match from one player's side: player 1 or 2 becomes "me" and "them". */
export function sidesOf(match: JottoMatch, userId: string): MatchSides {
  const first = match.player1Id === userId;
  const isPlayer = first || match.player2Id === userId;
  return {
    isPlayer,
    myWord: first ? match.player1Word : match.player2Word,
    theirWord: first ? match.player2Word : match.player1Word,
    myGuesses: first ? match.player1Guesses : match.player2Guesses,
    theirGuesses: first ? match.player2Guesses : match.player1Guesses,
    opponentName: first ? match.player2Name : match.player1Name,
    myTurn: match.status === 'active' && match.currentTurn === userId,
    won: match.winnerId === userId,
  };
}

export type MatchSection = 'active' | 'waiting' | 'history';

export function sectionOf(match: JottoMatch): MatchSection {
  if (match.status === 'active') return 'active';
  return match.status === 'waiting' ? 'waiting' : 'history';
}
