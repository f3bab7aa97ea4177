import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../toast/useToast';
import { wordreeKeys } from '../api';
import { submissionClosed } from '../logic/messages';

/**
 * 410: this daily is over (midnight passed, or an admin replaced it). Loading today's puzzle is
 * enough: the board is keyed by puzzle id and starts afresh for the new one.
 */
export function dailyClosed(queryClient: QueryClient): void {
  toast(submissionClosed);
  void queryClient.invalidateQueries({ queryKey: wordreeKeys.daily });
}
