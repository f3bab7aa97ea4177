import type { MatchRecord } from '../db/matches.repository';

export const MATCH_MESSAGES = {
  notFound: 'Match Not Found',
  notYourMatch: 'This match is between two other players',
  full: 'This match already has two players',
  alreadyJoined: 'You have already joined this match',
  wordAlreadySet: 'You have already chosen your secret word',
  creatorNotReady: 'The creator has not chosen a secret word yet',
  waiting: 'Waiting for an opponent to join',
  over: 'This match is already over',
  notYourTurn: "It's not your turn",
} as const;

export function isPlayerOf(match: MatchRecord, playerId: string): boolean {
  return match.player1Id === playerId || match.player2Id === playerId;
}

/** A waiting match is open to anyone holding its link (to join it); after that, to its players. */
export function canView(match: MatchRecord, playerId: string): boolean {
  return match.status === 'waiting' || isPlayerOf(match, playerId);
}

export function opponentOf(match: MatchRecord, playerId: string) {
  return match.player1Id === playerId
    ? { id: match.player2Id, word: match.player2Word }
    : { id: match.player1Id, word: match.player1Word };
}

/**
 * Why a player may not give a secret word to this match now, or null: the creator sets theirs
 * once, anyone else joins a waiting match whose creator is ready.
 */
export function secretWordRefusal(match: MatchRecord, playerId: string): string | null {
  if (match.player1Id === playerId) {
    return match.status === 'waiting' && match.player1Word === null
      ? null
      : MATCH_MESSAGES.wordAlreadySet;
  }
  if (match.player2Id === playerId) return MATCH_MESSAGES.alreadyJoined;
  if (match.status !== 'waiting') return MATCH_MESSAGES.full;
  if (match.player1Word === null) return MATCH_MESSAGES.creatorNotReady;
  return null;
}

/** Why a player of the match may not guess now, or null. */
export function guessRefusal(match: MatchRecord, playerId: string): string | null {
  if (match.status === 'waiting') return MATCH_MESSAGES.waiting;
  if (match.status === 'completed') return MATCH_MESSAGES.over;
  if (match.currentTurn !== playerId) return MATCH_MESSAGES.notYourTurn;
  return null;
}
