/**
 * Hands text to the system share sheet where there is one (phones), else to the clipboard.
 * Resolves to what happened; a share the player dismissed is not a failure.
 */
export async function shareOrCopy(text: string): Promise<'shared' | 'copied' | 'dismissed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
      // Some browsers refuse share() outside a secure context or a user gesture: fall back.
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
