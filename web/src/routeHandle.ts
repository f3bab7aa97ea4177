import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/** What a route may carry besides its element. */
export interface RouteHandle {
  /**
   * The page's chunk, rendered by PreloadedPage: the route then needs no element of its own.
   */
  page?: () => Promise<PageModule>;
  /**
   * Called once, as the app starts on this route: start downloading what its first screen needs
   * (the page's chunk, its first answer) now, rather than once React renders the page.
   */
  preload?: (queryClient: QueryClient) => void;
}
