import type { ChallengeView } from '@hub/proto';

type Result = NonNullable<ChallengeView['result']>;

/** The verdict in words, from the asking player's side: 'You beat Ada: 950 to 900'. */
export function verdictText({ yours, theirs, verdict }: Result, challenger: string): string {
  const scores = `${yours.score} to ${theirs.score}`;
  if (verdict === 'won') return `You beat ${challenger}: ${scores}`;
  if (verdict === 'lost') return `${challenger} wins: ${theirs.score} to ${yours.score}`;
  return `A tie: ${scores}`;
}
