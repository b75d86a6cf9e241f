import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadRoute, Routes, type RouteDefinition } from '../lib/router';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './Layout';
import { PAGE_ROUTES } from './pageRoutes';
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
            <Routes routes={ROUTES} fallback={<NotFoundPage />} />
          </Suspense>
        </Layout>
      </StartupGate>
    </ErrorBoundary>
  );
}
