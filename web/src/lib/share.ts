import { showCopyBox } from './copyBox';

/**
 * What became of a share: the system sheet took it, the clipboard has it, the player closed the
 * sheet (a choice, not a failure), or it is shown in a box to copy by hand.
 */
export type ShareOutcome = 'shared' | 'copied' | 'dismissed' | 'shown';

export interface Shareable {
  text: string;
  /** The share sheet's title, and the copy box's. */
  title: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The one way the site shares: the system share sheet where there is one (phones), else the
 * clipboard, else a box with the text selected, to copy by hand. Never throws.
 */
export async function shareOrCopy({ text, title }: Shareable): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'dismissed';
      // Some browsers refuse share() outside a secure context or a user gesture: fall back.
    }
  }
  try {
    // Missing altogether outside a secure context: the call itself throws then.
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    showCopyBox({ title, text });
    return 'shown';
  }
}
