import { Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import { mountAdminRoutes } from './admin-routes.ts';
import { mountEmailRoutes } from './email-routes.ts';
import { mountFactorRoutes } from './factor-routes.ts';
import { isPostgresError } from '../db/database.ts';
import { isAdmissionError } from '../db/fair-queue.ts';
import { AUTH_API_VERSION, AuthError, authErrorBody, authErrors } from './errors.ts';
import { mountProviderRoutes } from './provider-routes.ts';
import { mountSignInRoutes } from './sign-in-routes.ts';
import { mountUserRoutes } from './user-routes.ts';

const GOTRUE_VERSION = 'v2.170.0-local';

/** The GoTrue-compatible API mounted at /auth/v1. */
export function createAuthApp(services: BackendServices): Hono {
  const app = new Hono();

  // supabase-js sends X-Supabase-Api-Version; GoTrue then echoes it and uses the newer error
  // body (string `code`).
  app.use(async (c, next) => {
    await next();
    if (c.req.header('x-supabase-api-version')) {
      c.res.headers.set('X-Supabase-Api-Version', AUTH_API_VERSION);
    }
  });

  app.get('/health', (c) =>
    c.json({
      version: GOTRUE_VERSION,
      name: 'GoTrue',
      description: 'GoTrue-compatible local auth',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: true, email: true, phone: false, google: false, github: false },
      disable_signup: false,
      mailer_autoconfirm: services.mail.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  // GoTrue publishes the public halves of its signing keys (none when tokens are HS256, which
  // clients then verify through /user).
  app.get('/.well-known/jwks.json', async (c) => c.json(await services.keys.jwks()));

  mountSignInRoutes(app, services);
  mountUserRoutes(app, services);
  mountEmailRoutes(app, services);
  mountFactorRoutes(app, services);
  mountAdminRoutes(app, services);
  mountProviderRoutes(app, services);

  app.notFound((c) => {
    const error = new AuthError(
      404,
      'not_found',
      `${c.req.method} ${new URL(c.req.url).pathname} is not available on the local backend`,
    );
    return c.json(authErrorBody(error, Boolean(c.req.header('x-supabase-api-version'))), 404);
  });

  app.onError((error, c) => {
    const newShape = Boolean(c.req.header('x-supabase-api-version'));
    if (newShape) c.header('X-Supabase-Api-Version', AUTH_API_VERSION);
    if (error instanceof AuthError) {
      return c.json(authErrorBody(error, newShape), error.status as 400);
    }
    if (isAdmissionError(error)) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      const refused =
        error.status === 429
          ? new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
          : new AuthError(error.status, 'request_timeout', error.message);
      return c.json(authErrorBody(refused, newShape), error.status as 429);
    }
    // Text Postgres cannot store (a NUL, \u0000 in JSON) is the caller's bad input, not a fault.
    if (isPostgresError(error) && (error.code === '22021' || error.code === '22P05')) {
      const invalid = authErrors.validation('Text may not contain NUL characters');
      return c.json(authErrorBody(invalid, newShape), 400);
    }
    console.error('[backend] auth request failed:', error);
    const unexpected = new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs',
    );
    return c.json(authErrorBody(unexpected, newShape), 500);
  });

  return app;
}
