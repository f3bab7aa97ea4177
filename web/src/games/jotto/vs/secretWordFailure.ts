import { ApiError, errorMessage } from '../../../api/client';
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
    // No answer at all says why (offline, say); a server's trouble without words, to try again.
    const fallback = error instanceof ApiError ? 'Please try again.' : errorMessage(error);
    return { title: actionTitle, description: message ?? fallback };
  };
}
