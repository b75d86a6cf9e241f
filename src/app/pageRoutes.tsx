import { lazyWithPreload, type PreloadableComponent } from '../lib/lazyWithPreload';
import type { RouteDefinition } from './routeDefinition';

const legal = lazyWithPreload(() => import('../pages/legal/LegalPage'));
const contact = lazyWithPreload(() => import('../pages/contact/ContactPage'));
const settings = lazyWithPreload(() => import('../pages/settings/SettingsPage'));
const unsubscribe = lazyWithPreload(() => import('../pages/unsubscribe/UnsubscribePage'));
/** The 404 page, also shown by a tool for a sub-path it does not have. */
export const notFoundPage = lazyWithPreload(() => import('../pages/not-found/NotFoundPage'));

/** A route showing a lazily loaded page, whose code the start-up can fetch ahead. */
export function pageRoute<Props extends object>(
  path: string,
  page: PreloadableComponent<Props>,
  props: NoInfer<Props>,
): RouteDefinition {
  return { path, preload: page.preload, element: <page.Component {...props} /> };
}

/** Screens that are not tools (no tool frame). Each is lazy-loaded. A tool's own public pages
 * (shared links) are declared in its meta.ts `routes` (see ToolRoute.tsx). */
export const PAGE_ROUTES: readonly RouteDefinition[] = [
  pageRoute('/privacy', legal, { kind: 'privacy' }),
  pageRoute('/terms', legal, { kind: 'terms' }),
  pageRoute('/contact', contact, {}),
  pageRoute('/settings', settings, {}),
  // Where the unsubscribe link in the site's mails leads (never prerendered: it needs its token).
  pageRoute('/unsubscribe', unsubscribe, {}),
  // Any other address (react-router ranks `*` below every other pattern).
  pageRoute('*', notFoundPage, {}),
];
