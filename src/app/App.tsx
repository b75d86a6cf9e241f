import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/home/HomePage';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { PAGE_ROUTES } from './pageRoutes';
import { preloadRoute, type RouteDefinition } from './routeDefinition';
import { StartupGate } from './StartupGate';
import { TOOL_ROUTES } from './ToolRoute';

function PageFallback() {
  const { t } = useTranslation();
  return (
    // A screen tall, so the footer does not jump when the page arrives.
    <p role="status" className="min-h-screen text-gray-700 dark:text-gray-300">
      {t('site.loading')}
    </p>
  );
}

const ROUTES: readonly RouteDefinition[] = [
  { path: '/', element: <HomePage /> },
  ...TOOL_ROUTES,
  ...PAGE_ROUTES,
];

const preloadFirstPage = (pathname: string) => preloadRoute(ROUTES, pathname);

export function App() {
  return (
    <ErrorBoundary>
      <StartupGate preload={preloadFirstPage}>
        <Layout>
          <Suspense fallback={<PageFallback />}>
            <Routes>
              {ROUTES.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
            </Routes>
          </Suspense>
        </Layout>
      </StartupGate>
    </ErrorBoundary>
  );
}
