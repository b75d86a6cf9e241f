import { Hono } from 'hono';
import { isAdmissionError } from '../db/fair-queue.ts';
import { bodyLimit } from 'hono/body-limit';
import type { BackendServices } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { mountContactRoutes } from './contact-routes.ts';
import { mountRssProxyRoute, type RssProxyOptions } from './rss-proxy.ts';

/** The site's own small endpoints at /api: contact form, feed proxy, caller's address. */
export function createApiApp(services: BackendServices, rss: RssProxyOptions): Hono {
  const app = new Hono();
  // A contact message is a few kilobytes; refuse anything that could only be abuse.
  app.use(
    '/contact',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ ok: false, error: 'The message is too large' }, 413),
    }),
  );
  mountContactRoutes(app, services);
  mountRssProxyRoute(app, rss);
  app.get('/ip', (c) => {
    const ip = clientAddress(c);
    return ip ? c.json({ ip }) : c.json({ error: 'The caller address is unknown' }, 500);
  });
  app.onError((error, c) => {
    if (isAdmissionError(error)) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ ok: false, error: error.message }, error.status as 429);
    }
    console.error('[backend] api request failed:', error);
    return c.json({ ok: false, error: 'Unexpected failure in the local backend' }, 500);
  });
  return app;
}
