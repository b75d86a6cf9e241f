import type { ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';

/** One page of the site: its path pattern (react-router syntax) and what it shows. */
export interface RouteDefinition {
  path: string;
  element: ReactNode;
  /**
   * What the route shows while the site starts, before `element` (see StartupGate); the built
   * HTML of the route is this, drawn at build time (scripts/build/prerender.ts). A loading text if
   * absent.
   */
  startup?: ReactNode;
  /** Fetches the route's lazily loaded code ahead of rendering it. */
  preload?: () => Promise<unknown>;
}

/**
 * Starts loading the code of the route that will show `pathname` (matched with react-router's
 * own ranking, so it is the route `<Routes>` will render); resolves when the code is here.
 */
export async function preloadRoute(
  routes: readonly RouteDefinition[],
  pathname: string,
): Promise<void> {
  const matches = matchRoutes([...routes], pathname);
  await matches?.at(-1)?.route.preload?.();
}
