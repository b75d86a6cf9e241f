import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { browserHistory, memoryHistory, type RouterHistory, type RouterLocation } from './history';
import { bestMatch, type RouteParams } from './matchPath';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

interface RouterState {
  location: RouterLocation;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<RouteParams>({});

function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Like a lazy route's first load, every change is a transition: the current page stays on
  // screen until the next one is ready, instead of flashing a loading message.
  const sync = useCallback(() => startTransition(() => setLocation(history.location())), [history]);
  useEffect(() => history.listen(sync), [history, sync]);
  const navigate = useCallback<Navigate>(
    (to, options) => {
      if (options?.replace) history.replace(to);
      else history.push(to);
      sync();
    },
    [history, sync],
  );
  const state = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over an address kept in memory, for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries.at(-1) ?? '/'));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterState {
  const state = use(RouterContext);
  if (!state) throw new Error('Router hooks and links must be used inside a router.');
  return state;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
export const useParams = (): RouteParams => use(ParamsContext);

/** The query string of the current address (read-only: tools keep their own URL state). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export interface RouteDefinition {
  path: string;
  element: ReactNode;
  /** Fetches the route's lazily loaded code ahead of rendering it. */
  preload?: () => Promise<unknown>;
}

/** Starts loading the code of the route that will show `pathname`; resolves when it is here. */
export async function preloadRoute(
  routes: readonly RouteDefinition[],
  pathname: string,
): Promise<void> {
  await bestMatch(routes, pathname)?.route.preload?.();
}

/** Shows the most specific route whose pattern matches the address, or the fallback. */
export function Routes({
  routes,
  fallback = null,
}: {
  routes: readonly RouteDefinition[];
  fallback?: ReactNode;
}) {
  const match = bestMatch(routes, useLocation().pathname);
  if (!match) return fallback;
  return (
    <ParamsContext key={match.route.path} value={match.params}>
      {match.route.element}
    </ParamsContext>
  );
}
