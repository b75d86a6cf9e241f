import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
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
    <p role="status" className="text-gray-700 dark:text-gray-300">
      {t('site.loading')}
    </p>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <StartupGate>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<HomePage />} />
              {TOOL_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              {PAGE_ROUTES.map((page) => (
                <Route key={page.path} path={page.path} element={page.element} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </StartupGate>
    </ErrorBoundary>
  );
}
