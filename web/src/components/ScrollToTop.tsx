import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top, as after a full page load; back and forward are left to the
 * browser, which restores where the reader was. (The data router's ScrollRestoration did this;
 * the declarative router has none.)
 */
export function ScrollToTop() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
  return null;
}
