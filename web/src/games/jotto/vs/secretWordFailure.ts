import { ApiError } from '../../../api/client';
import type { InputProblem } from '../lib/guessCheck';

/**
 * A word the server refused is an 'Invalid Word' (docs/rules.md#jotto-on-screen); any other
 * failure gets the action's own title ('Failed to Create Match', 'Failed to Join').
 */
export function secretWordFailure(actionTitle: string) {
  return (error: unknown): InputProblem => {
    const message = error instanceof ApiError ? error.serverMessage : null;
    if (error instanceof ApiError && error.status === 400 && message) {
      return { title: 'Invalid Word', description: message };
    }
    return { title: actionTitle, description: message ?? 'Please try again.' };
  };
}
