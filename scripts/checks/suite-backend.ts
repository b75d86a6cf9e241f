import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../../server/index.ts';
import { backendOptionsFromEnv, describeStartError } from '../../server/options-from-env.ts';

/**
 * The local backend for scripts/checks/supabase-js-suites.sh: the environment's settings (see
 * options-from-env.ts), over a database the suite's own migration has prepared, so the site's
 * migrations are left out (only the bootstrap runs).
 */
const options = backendOptionsFromEnv();
const noMigrations = await mkdtemp(join(tmpdir(), 'suite-no-migrations-'));
const backend = await startBackend({ ...options, migrationsDir: noMigrations }).catch(
  (error: unknown) => {
    console.error(`[suite-backend] could not start: ${describeStartError(error, options.port)}`);
    process.exit(1);
  },
);
console.log(`[suite-backend] ready on ${backend.url}`);
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
