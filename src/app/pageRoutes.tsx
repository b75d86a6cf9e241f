import { lazy, type ReactNode } from 'react';

const LegalPage = lazy(() => import('../pages/legal/LegalPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));
const SharedTodoPage = lazy(() => import('../pages/shared/SharedTodoPage'));
const SharedSchedulePage = lazy(() => import('../pages/shared/SharedSchedulePage'));
const BookBookmarkPage = lazy(() => import('../pages/book-bookmark/BookBookmarkPage'));

/** Screens that are not tools (no tool frame). Each is lazy-loaded. */
export const PAGE_ROUTES: ReadonlyArray<{ path: string; element: ReactNode }> = [
  { path: '/privacy', element: <LegalPage kind="privacy" /> },
  { path: '/terms', element: <LegalPage kind="terms" /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/todo-share/:shareId', element: <SharedTodoPage /> },
  { path: '/schedule-share/:shareId', element: <SharedSchedulePage /> },
  { path: '/book-bookmark/:shareId', element: <BookBookmarkPage /> },
];
