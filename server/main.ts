import { allowHostsFromEnv } from './api/rss-proxy.ts';
import { startBackend } from './index.ts';

/**
 * `npm run server`: the local backend on its own. Environment: PORT (54321), HOST
 * (127.0.0.1), DATA_DIR (.data), DATABASE_URL, JWT_SECRET, JWT_EXPIRY (3600), BCRYPT_COST
 * (10), RSS_PROXY_ALLOW_HOSTS (note.com).
 */
const env = process.env;
const integer = (name: string): number | undefined => {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return Number(value);
};

const backend = await startBackend({
  port: integer('PORT') ?? 54321,
  host: env.HOST || undefined,
  dataDir: env.DATA_DIR || '.data',
  databaseUrl: env.DATABASE_URL || undefined,
  jwtSecret: env.JWT_SECRET || undefined,
  jwtExpirySeconds: integer('JWT_EXPIRY'),
  bcryptCost: integer('BCRYPT_COST'),
  rssAllowHosts: allowHostsFromEnv(env.RSS_PROXY_ALLOW_HOSTS),
});

console.log(`
Local Supabase-compatible backend is running.
  API URL:          ${backend.url}
  anon key:         ${backend.anonKey}
  service_role key: ${backend.serviceRoleKey}
  database:         ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR || '.data'}`}
Press Ctrl+C to stop.
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[backend] ${signal}: closing the database cleanly...`);
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
