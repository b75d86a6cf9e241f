import { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { mountContactRoutes } from './contact-routes.ts';
import { mountRssProxyRoute, type RssProxyOptions } from './rss-proxy.ts';

/** The site's own small endpoints at /api: contact form, feed proxy, caller's address. */
export function createApiApp(services: BackendServices, rss: RssProxyOptions): Hono {
  const app = new Hono();
  mountContactRoutes(app, services);
  mountRssProxyRoute(app, rss);
  app.get('/ip', (c) => {
    const ip = clientAddress(c);
    return ip ? c.json({ ip }) : c.json({ error: 'The caller address is unknown' }, 500);
  });
  app.onError((error, c) => {
    console.error('[backend] api request failed:', error);
    return c.json({ ok: false, error: 'Unexpected failure in the local backend' }, 500);
  });
  return app;
}
