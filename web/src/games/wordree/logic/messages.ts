import { WORDREE_MESSAGES } from '@hub/proto';
import type { ToastOptions } from '../../../toast/toasts';

/** Each refusal of a word, as the toast the player sees (docs/rules.md#wordree-chains). */
export function wordRefusal(message: string): ToastOptions {
  const variant = 'destructive' as const;
  switch (message) {
    case WORDREE_MESSAGES.tooShort:
      return { title: 'Word too short', description: message, variant };
    case WORDREE_MESSAGES.notAdjacent:
      return { title: 'Invalid selection', description: message, variant };
    case WORDREE_MESSAGES.notInDictionary:
      return { title: 'Invalid word', description: message, variant };
    case WORDREE_MESSAGES.alreadyUsed:
      return { title: 'Duplicate word', description: message, variant };
    case WORDREE_MESSAGES.notConnected:
      return { title: 'Invalid connection', description: message, variant };
    case WORDREE_MESSAGES.dailyExpired:
      return submissionClosed;
    default:
      return { title: 'Invalid word', description: message, variant };
  }
}

export const submissionClosed: ToastOptions = {
  title: 'Submission closed',
  description: 'The daily puzzle has expired. A new one is ready to play!',
  variant: 'destructive',
};

export const validationFailed: ToastOptions = {
  title: 'Error',
  description: 'Failed to validate word. Please try again.',
  variant: 'destructive',
};

export const connectionUnknown: ToastOptions = {
  title: 'Error',
  description: 'Cannot validate word connection',
  variant: 'destructive',
};
