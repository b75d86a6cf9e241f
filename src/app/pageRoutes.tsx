import { lazyWithPreload, type PreloadableComponent } from '../lib/lazyWithPreload';
import type { RouteDefinition } from './routeDefinition';

const legal = lazyWithPreload(() => import('../pages/legal/LegalPage'));
const contact = lazyWithPreload(() => import('../pages/contact/ContactPage'));
const settings = lazyWithPreload(() => import('../pages/settings/SettingsPage'));
const sharedTodo = lazyWithPreload(() => import('../pages/shared/SharedTodoPage'));
const sharedSchedule = lazyWithPreload(() => import('../pages/shared/SharedSchedulePage'));
const bookBookmark = lazyWithPreload(() => import('../pages/book-bookmark/BookBookmarkPage'));
/** The 404 page, also shown by a tool for a sub-path it does not have. */
export const notFoundPage = lazyWithPreload(() => import('../pages/not-found/NotFoundPage'));

/** A route showing a lazily loaded page, whose code the start-up can fetch ahead. */
function pageRoute<Props extends object>(
  path: string,
  page: PreloadableComponent<Props>,
  props: NoInfer<Props>,
): RouteDefinition {
  return { path, preload: page.preload, element: <page.Component {...props} /> };
}

/** Screens that are not tools (no tool frame). Each is lazy-loaded. */
export const PAGE_ROUTES: readonly RouteDefinition[] = [
  pageRoute('/privacy', legal, { kind: 'privacy' }),
  pageRoute('/terms', legal, { kind: 'terms' }),
  pageRoute('/contact', contact, {}),
  pageRoute('/settings', settings, {}),
  pageRoute('/todo-share/:shareId', sharedTodo, {}),
  pageRoute('/schedule-share/:shareId', sharedSchedule, {}),
  pageRoute('/book-bookmark/:shareId', bookBookmark, {}),
  // Any other address (react-router ranks `*` below every other pattern).
  pageRoute('*', notFoundPage, {}),
];
