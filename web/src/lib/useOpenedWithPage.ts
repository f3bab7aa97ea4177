import { useState } from 'react';

/**
 * Whether a dialog is still the one that opened with the page (a first visit's tutorial), until it
 * closes. That one is the visit's first screen and shows with the page at once: an entrance
 * animation would hide its text (the page's largest) for a quarter second, and run frame after
 * frame of a full-screen blur while a phone is busiest. Opened later, a dialog animates as usual.
 */
export function useOpenedWithPage(open: boolean): boolean {
  const [withPage, setWithPage] = useState(open);
  if (withPage && !open) setWithPage(false);
  return withPage;
}
