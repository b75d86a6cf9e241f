import type { Hono } from 'hono';
import { AuthError } from './errors.ts';

/**
 * OAuth sign-in (google, github). The local backend has no provider credentials and no
 * network, so it answers as GoTrue does for a disabled provider, with a message that says why.
 */
export function mountProviderRoutes(app: Hono): void {
  const refuse = (provider: string | undefined) => {
    const name = provider && /^[a-z0-9_-]{1,40}$/i.test(provider) ? provider : 'this provider';
    throw new AuthError(
      400,
      'validation_failed',
      `Unsupported provider: provider is not enabled (sign-in with ${name} is not configured ` +
        'on the local backend; use e-mail and password or continue as a guest)',
    );
  };
  app.get('/authorize', (c) => refuse(c.req.query('provider')));
  app.get('/user/identities/authorize', (c) => refuse(c.req.query('provider')));
}
