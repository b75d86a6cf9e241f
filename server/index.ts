import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { allowHostsFromEnv } from './api/rss-proxy.ts';
import { createBackendApp } from './app.ts';
import { DEFAULT_JWT_SECRET, JwtKeys, type SigningJwk } from './auth/jwt.ts';
import type { BackendServices } from './context.ts';
import { SUPABASE_STATEMENT_TIMEOUTS, type Database } from './db/database.ts';
import { DEFAULT_ADMISSION, type AdmissionSettings } from './db/fair-queue.ts';
import { openDatabase } from './db/open-database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { migratedSnapshotPath, readSnapshot, writeSnapshot } from './db/pglite-snapshot.ts';
import { discoverFunctions } from './functions/discover-functions.ts';
import { startAutoAnalyze } from './db/auto-analyze.ts';
import { GUEST_PURGE_INTERVAL_MS, startGuestPurge } from './guest-purge.ts';
import {
  NOTIFICATIONS_INTERVAL_MS,
  runNotificationSender,
  startNotificationSender,
  type SenderRun,
} from './notifications.ts';
import type { RestOptions } from './rest/rest-options.ts';
import { RateLimits, type RateLimitSettings } from './http/rate-limit.ts';
import { loadAuthMailTemplates } from './auth/auth-mail-templates.ts';
import { createMailApp } from './mail/mail-app.ts';
import { Mailbox } from './mail/mailbox.ts';
import type { RealtimeLimits } from './realtime/limits.ts';
import { startRealtime, type RealtimeService } from './realtime/realtime-service.ts';
import { loadSchemaCache, type SchemaCache } from './rest/schema-cache.ts';

export interface StartBackendOptions {
  /** 54321 like `supabase start`; 0 picks a free port. */
  port?: number;
  /** PGlite's directory ('.data'), or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, used instead of PGlite. */
  databaseUrl?: string;
  /** HS256 secret for every JWT; the Supabase CLI's local default when unset. */
  jwtSecret?: string;
  /** Asymmetric JWT signing keys (the CLI's signing_keys.json): access tokens use the one that signs. */
  jwtSigningKeys?: SigningJwk[];
  /** No start-up banner or purge log lines. */
  quiet?: boolean;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Access-token lifetime in seconds (3600). */
  jwtExpirySeconds?: number;
  /** bcrypt work factor (10, as GoTrue); tests use 4 to stay fast. */
  bcryptCost?: number;
  /** Hosts the news-feed proxy may fetch from (note.com and its subdomains). */
  rssAllowHosts?: string[];
  /** The fetch the feed proxy uses (tests inject one). */
  rssFetch?: typeof fetch;
  /** How often stale guests are purged (hourly). */
  guestPurgeIntervalMs?: number;
  /** PostgREST settings (db-tx-end, db-max-rows); hosted Supabase's by default. */
  rest?: RestOptions;
  /** statement_timeout per API role in ms (Supabase's: anon 3000, authenticated 8000). */
  statementTimeouts?: Partial<Record<'anon' | 'authenticated' | 'service_role', number>>;
  /** Largest request body in bytes (DEFAULT_MAX_BODY_BYTES); larger ones get 413. */
  maxBodyBytes?: number;
  /** Per-IP rate limits (GoTrue's defaults, see http/rate-limit.ts); false turns them off. */
  rateLimits?: Partial<RateLimitSettings> | false;
  /**
   * PGlite's admission control (db/fair-queue.ts): each caller's share of the database, 429
   * and 503 with Retry-After past about a second of queue. false keeps the fair order but
   * refuses and cuts nothing (the integration tests, which fire many requests at once).
   */
  admission?: Partial<AdmissionSettings> | false;
  /**
   * The mail catcher's port (54324 as the Supabase CLI's Inbucket/Mailpit); 0 picks a free
   * one; null runs no catcher page (mails are still kept, see RunningBackend.mailbox).
   */
  mailPort?: number | null;
  /** SITE_URL: where mail links lead when no allowed redirect_to is given. */
  siteUrl?: string;
  /** ADDITIONAL_REDIRECT_URLS: further allowed redirect_to prefixes (any localhost page is). */
  redirectAllowList?: string[];
  /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION (false). */
  updatePasswordRequireReauthentication?: boolean;
  /**
   * GOTRUE_MAILER_AUTOCONFIRM: false (the default, as config.toml's enable_confirmations =
   * true) mails sign-ups a confirmation; true makes accounts usable at once, without mail.
   */
  mailerAutoconfirm?: boolean;
  /** GOTRUE_SMTP_MAX_FREQUENCY in seconds: one mail of a kind per user this often (60). */
  mailMaxFrequencySeconds?: number;
  /** Realtime's per-client limits and timeouts (realtime/limits.ts); tests shorten them. */
  realtime?: Partial<RealtimeLimits>;
  /**
   * How often the notification sender (supabase/functions/send-notifications) works the
   * outbox, delivering to the mail catcher (5 s); null runs no timer (tests call
   * RunningBackend.sendNotifications instead).
   */
  notificationsIntervalMs?: number | null;
  /** Where the migrations are (supabase/migrations); another folder serves another schema. */
  migrationsDir?: string;
}

/** The Supabase CLI's mail catcher port. */
export const DEFAULT_MAIL_PORT = 54324;

/** The request-body cap when none is configured: far above anything the site sends. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface RunningBackend {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Privileged access to the database, for tests and scripts (bypasses RLS). */
  database: Database;
  /** Re-reads tables, keys and functions, as `NOTIFY pgrst, 'reload schema'` does. */
  reloadSchema(): Promise<void>;
  /** Every mail the auth server sent (newest first). */
  mailbox: Mailbox;
  /** The mail catcher's page and API, e.g. http://127.0.0.1:54324 (undefined when off). */
  mailUrl: string | undefined;
  /** One run of the notification sender, as pg_cron starts it; `now` stands in for the clock. */
  sendNotifications(now?: string): Promise<SenderRun>;
  /** Stops the server and closes the database cleanly (nothing committed is lost). */
  close(): Promise<void>;
}

async function isEmptyDir(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch {
    return true;
  }
}

function listen(
  app: { fetch: ReturnType<typeof createBackendApp>['fetch'] },
  port: number,
  host: string,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    // Idle keep-alive connections stay open a minute, as behind Supabase's gateway: with Node's
    // 5 s a client whose event loop was busy reuses a socket the server had just closed.
    server.keepAliveTimeout = 65_000;
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would otherwise hold close() open for seconds.
    server.closeAllConnections();
  });
}

/** Starts the local Supabase-compatible backend: database, migrations, then HTTP. */
export async function startBackend(options: StartBackendOptions = {}): Promise<RunningBackend> {
  const log = (message: string) => {
    if (!options.quiet) console.log(`[backend] ${message}`);
  };
  const host = options.host ?? '127.0.0.1';
  const keys = new JwtKeys(options.jwtSecret || DEFAULT_JWT_SECRET, options.jwtSigningKeys);
  const { anonKey, serviceRoleKey } = await keys.apiKeys();
  const dataDir = options.dataDir ?? '.data';
  // New PGlite databases (in memory, or a data directory not created yet) start from a cached
  // post-migration snapshot instead of running initdb (pglite-snapshot.ts).
  const newPglite =
    !options.databaseUrl &&
    options.migrationsDir === undefined &&
    (dataDir === 'memory://' || (await isEmptyDir(dataDir)));
  const snapshotPath = newPglite ? await migratedSnapshotPath() : undefined;
  // In-memory databases come by the dozen in a test run: their snapshot stays read.
  const snapshot = snapshotPath
    ? await readSnapshot(snapshotPath, { keep: dataDir === 'memory://' })
    : undefined;
  const db = await openDatabase({
    dataDir,
    databaseUrl: options.databaseUrl,
    snapshot,
    // Only the roles given: an unset STATEMENT_TIMEOUT_*_MS (undefined) keeps Supabase's value.
    admission:
      options.admission === false
        ? { ...DEFAULT_ADMISSION, enabled: false }
        : { ...DEFAULT_ADMISSION, ...options.admission },
    statementTimeouts: {
      ...SUPABASE_STATEMENT_TIMEOUTS,
      ...Object.fromEntries(
        Object.entries(options.statementTimeouts ?? {}).filter(([, ms]) => ms !== undefined),
      ),
    },
  });

  const mailbox = new Mailbox();
  let server: Server;
  let apiServer: Server | undefined;
  let mailServer: Server | undefined;
  let mailUrl: string | undefined;
  let stopPurge: () => Promise<void>;
  let stopAnalyze: () => Promise<void> = async () => undefined;
  let realtime: RealtimeService | undefined;
  let stopNotifications: () => Promise<void> = async () => undefined;
  let url = '';
  let schema: SchemaCache;
  try {
    const applied = await migrateDatabase(db, options.migrationsDir);
    if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
    if (snapshot) log('created a new database from the cached, fully migrated snapshot');
    if (snapshotPath && !snapshot && db.dumpSnapshot) {
      await writeSnapshot(snapshotPath, await db.dumpSnapshot());
    }
    schema = await loadSchemaCache(db, options.rest?.schemas);
    const functions = await discoverFunctions();
    const services: BackendServices = {
      db,
      keys,
      anonKey,
      serviceRoleKey,
      publicUrl: () => url,
      jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
      bcryptCost: options.bcryptCost ?? 10,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      rateLimits: new RateLimits(options.rateLimits ?? {}),
      mail: {
        mailbox,
        siteUrl: options.siteUrl ?? 'http://localhost:5173',
        redirectAllowList: options.redirectAllowList ?? [],
        providerUrl: () => (mailUrl ? `${mailUrl}/resend` : undefined),
        templates: loadAuthMailTemplates(),
        autoconfirm: options.mailerAutoconfirm ?? false,
        maxFrequencySeconds: options.mailMaxFrequencySeconds ?? 60,
      },
      security: {
        updatePasswordRequireReauthentication:
          options.updatePasswordRequireReauthentication ?? false,
      },
    };
    realtime = await startRealtime({
      db,
      keys,
      limits: options.realtime,
      log: (message) => {
        if (!options.quiet) console.error(`[realtime] ${message}`);
      },
    });
    const app = createBackendApp({
      services,
      realtime: realtime.api,
      schema: () => schema,
      functions,
      rss: {
        allowHosts: options.rssAllowHosts ?? allowHostsFromEnv(undefined),
        fetch: options.rssFetch,
      },
      rest: options.rest,
    });
    server = await listen(app, options.port ?? 54321, host);
    apiServer = server;
    realtime.attach(server);
    const { port } = server.address() as AddressInfo;
    url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const mailPort = options.mailPort === undefined ? DEFAULT_MAIL_PORT : options.mailPort;
    if (mailPort !== null) {
      mailServer = await listen(createMailApp(mailbox), mailPort, host);
      const { port: actualMailPort } = mailServer.address() as AddressInfo;
      mailUrl = `http://${host.includes(':') ? `[${host}]` : host}:${actualMailPort}`;
      log(`mail catcher: ${mailUrl}`);
    }
    stopPurge = startGuestPurge(db, log, options.guestPurgeIntervalMs ?? GUEST_PURGE_INTERVAL_MS);
    // PostgreSQL's autovacuum analyzes its tables; PGlite has none.
    if (db.kind === 'pglite') stopAnalyze = startAutoAnalyze(db);
    const notificationsInterval =
      options.notificationsIntervalMs === undefined
        ? NOTIFICATIONS_INTERVAL_MS
        : options.notificationsIntervalMs;
    if (notificationsInterval !== null) {
      stopNotifications = startNotificationSender(
        () => runNotificationSender(url, serviceRoleKey),
        log,
        notificationsInterval,
      );
    }
    log(`functions: ${[...functions.keys()].join(', ') || '(none)'}`);
  } catch (error) {
    // The API server may already listen when the mail catcher's port turns out to be taken.
    await realtime?.close();
    if (apiServer) await closeServer(apiServer);
    await db.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey,
    serviceRoleKey,
    database: db,
    reloadSchema: async () => {
      schema = await loadSchemaCache(db, options.rest?.schemas);
    },
    mailbox,
    mailUrl,
    sendNotifications: (now) => runNotificationSender(url, serviceRoleKey, now),
    close: () => {
      closing ??= (async () => {
        // Sockets first: they end with 1012 and their clients reconnect to the next backend.
        await realtime?.close();
        await stopNotifications();
        await closeServer(server);
        if (mailServer) await closeServer(mailServer);
        await stopPurge();
        await stopAnalyze();
        await db.close();
      })();
      return closing;
    },
  };
}
