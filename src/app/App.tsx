import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { DrawnAtBuildTime } from '../lib/drawnAtBuildTime';
import { HomePage } from '../pages/home/HomePage';
import { HomeStartup } from '../pages/home/HomeIntro';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { PAGE_ROUTES } from './pageRoutes';
import { preloadRoute, type RouteDefinition } from './routeDefinition';
import { MarkAppStarted, StartupGate } from './StartupGate';
import { TOOL_ROUTES } from './ToolRoute';

const ROUTES: readonly RouteDefinition[] = [
  { path: '/', element: <HomePage />, startup: <HomeStartup /> },
  ...TOOL_ROUTES,
  ...PAGE_ROUTES,
];

export const preloadFirstPage = (pathname: string) => preloadRoute(ROUTES, pathname);

function RouteSwitch({ show }: { show: 'startup' | 'element' }) {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={show === 'element' ? route.element : (route.startup ?? <PageLoading />)}
        />
      ))}
    </Routes>
  );
}

/**
 * The site: the frame (header, footer) around the route's page. While the site starts, each
 * route shows its start-up view. The route's built HTML (`atBuildTime`, drawn by
 * scripts/build/prerender.ts) is the page itself (`started`) or that start-up view: the first render
 * replaces it with the same picture, or takes it over as it is (`hydrating`).
 */
export function App({
  atBuildTime = false,
  started = false,
  hydrating = false,
}: {
  atBuildTime?: boolean;
  /** The start-up is over (src/boot.tsx waited for it with the built HTML on screen). */
  started?: boolean;
  /**
   * The app takes over the built HTML as it is (src/boot.tsx hydrates it): the first render
   * draws the frame as the build did (see Layout).
   */
  hydrating?: boolean;
}) {
  return (
    <DrawnAtBuildTime.Provider value={atBuildTime}>
      <ErrorBoundary>
        <Layout hydrating={hydrating}>
          <StartupGate
            preload={preloadFirstPage}
            startup={<RouteSwitch show="startup" />}
            open={started}
          >
            <Suspense fallback={<PageLoading />}>
              <RouteSwitch show="element" />
              <MarkAppStarted />
            </Suspense>
          </StartupGate>
        </Layout>
      </ErrorBoundary>
    </DrawnAtBuildTime.Provider>
  );
}
