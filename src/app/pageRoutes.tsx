import { lazyWithPreload } from '../lib/lazyWithPreload';
import type { RouteDefinition } from '../lib/router';

const legal = lazyWithPreload(() => import('../pages/legal/LegalPage'));
const contact = lazyWithPreload(() => import('../pages/contact/ContactPage'));
const settings = lazyWithPreload(() => import('../pages/settings/SettingsPage'));
const sharedTodo = lazyWithPreload(() => import('../pages/shared/SharedTodoPage'));
const sharedSchedule = lazyWithPreload(() => import('../pages/shared/SharedSchedulePage'));
const bookBookmark = lazyWithPreload(() => import('../pages/book-bookmark/BookBookmarkPage'));

/** Screens that are not tools (no tool frame). Each is lazy-loaded. */
export const PAGE_ROUTES: readonly RouteDefinition[] = [
  { path: '/privacy', preload: legal.preload, element: <legal.Component kind="privacy" /> },
  { path: '/terms', preload: legal.preload, element: <legal.Component kind="terms" /> },
  { path: '/contact', preload: contact.preload, element: <contact.Component /> },
  { path: '/settings', preload: settings.preload, element: <settings.Component /> },
  {
    path: '/todo-share/:shareId',
    preload: sharedTodo.preload,
    element: <sharedTodo.Component />,
  },
  {
    path: '/schedule-share/:shareId',
    preload: sharedSchedule.preload,
    element: <sharedSchedule.Component />,
  },
  {
    path: '/book-bookmark/:shareId',
    preload: bookBookmark.preload,
    element: <bookBookmark.Component />,
  },
];
