import { readFileSync } from 'node:fs';
import { allowHostsFromEnv } from './api/rss-proxy.ts';
import type { SigningJwk } from './auth/jwt.ts';
import { rateLimitsFromEnv } from './http/rate-limit.ts';
import { restOptionsFromEnv } from './rest/rest-options.ts';
import type { StartBackendOptions } from './index.ts';

/**
 * The backend's settings from the environment, shared by `npm run server` and `npm start`:
 * PORT (54321), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL, JWT_SECRET (the Supabase
 * CLI's default), JWT_SIGNING_KEYS_PATH (a JSON array of signing JWKs), JWT_EXPIRY (3600),
 * BCRYPT_COST (10), RSS_PROXY_ALLOW_HOSTS (note.com), MAX_REQUEST_BODY_BYTES (1 MiB),
 * STATEMENT_TIMEOUT_{ANON,AUTHENTICATED,SERVICE_ROLE}_MS (3000, 8000, 0), RATE_LIMITS=off and
 * RATE_LIMIT_* (see http/rate-limit.ts), ADMISSION=off (db/fair-queue.ts: fair order only),
 * MAILER_AUTOCONFIRM (false: sign-ups confirm by mail), SMTP_MAX_FREQUENCY (60 s between two
 * auth mails of a kind to one user), NOTIFICATIONS_INTERVAL_MS (5000; off: no sender
 * timer), the PostgREST settings PGRST_DB_* and friends (rest/rest-options.ts).
 */
export function backendOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StartBackendOptions {
  const integer = (name: string): number | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
    return Number(value);
  };
  return {
    port: integer('PORT') ?? 54321,
    host: env.HOST || undefined,
    dataDir: env.DATA_DIR || '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSigningKeys: env.JWT_SIGNING_KEYS_PATH
      ? (JSON.parse(readFileSync(env.JWT_SIGNING_KEYS_PATH, 'utf8')) as SigningJwk[])
      : undefined,
    jwtExpirySeconds: integer('JWT_EXPIRY'),
    bcryptCost: integer('BCRYPT_COST'),
    rssAllowHosts: allowHostsFromEnv(env.RSS_PROXY_ALLOW_HOSTS),
    rateLimits: rateLimitsFromEnv(env),
    admission: /^(off|false)$/i.test(env.ADMISSION ?? '') ? false : undefined,
    mailPort: /^(off|false)$/i.test(env.MAIL_PORT ?? '') ? null : integer('MAIL_PORT'),
    siteUrl: env.SITE_URL || undefined,
    redirectAllowList: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    updatePasswordRequireReauthentication: /^(true|1|on)$/i.test(
      env.SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION ?? '',
    ),
    mailerAutoconfirm: /^(true|1|on)$/i.test(env.MAILER_AUTOCONFIRM ?? ''),
    mailMaxFrequencySeconds: integer('SMTP_MAX_FREQUENCY'),
    maxBodyBytes: integer('MAX_REQUEST_BODY_BYTES'),
    notificationsIntervalMs: /^(off|false)$/i.test(env.NOTIFICATIONS_INTERVAL_MS ?? '')
      ? null
      : integer('NOTIFICATIONS_INTERVAL_MS'),
    rest: restOptionsFromEnv(env),
    statementTimeouts: {
      anon: integer('STATEMENT_TIMEOUT_ANON_MS'),
      authenticated: integer('STATEMENT_TIMEOUT_AUTHENTICATED_MS'),
      service_role: integer('STATEMENT_TIMEOUT_SERVICE_ROLE_MS'),
    },
  };
}

export function describeDatabase(options: StartBackendOptions): string {
  return options.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${options.dataDir ?? '.data'}`;
}

/** A start-up failure in words: the usual one is another backend already on the port. */
export function describeStartError(error: unknown, port: number | undefined): string {
  if ((error as { code?: unknown } | null)?.code === 'EADDRINUSE') {
    return `port ${port ?? 54321} is already in use (is another backend running? set PORT to use another)`;
  }
  return error instanceof Error ? error.message : String(error);
}
