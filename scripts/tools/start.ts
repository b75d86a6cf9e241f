import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startBackend } from '../../server/index.ts';
import {
  backendOptionsFromEnv,
  describeDatabase,
  describeStartError,
} from '../../server/options-from-env.ts';

/**
 * `npm start`: the whole product on one machine, offline. Starts the local Supabase-compatible
 * backend in this process (data in .data/), then the Vite dev server pointed at it (port 5173,
 * or SITE_PORT; the backend's settings are npm run server's: PORT, MAIL_PORT …). Ctrl+C or
 * SIGTERM stops Vite, then closes the database cleanly, so nothing committed is lost.
 */
const SITE_PORT = Number(process.env.SITE_PORT || 5173);

// Mail links lead back to the dev server unless SITE_URL says otherwise.
const fromEnv = backendOptionsFromEnv();
const options = { ...fromEnv, siteUrl: fromEnv.siteUrl ?? `http://localhost:${SITE_PORT}` };
const backend = await startBackend(options).catch((error: unknown) => {
  console.error(`[start] the backend could not start: ${describeStartError(error, options.port)}`);
  process.exit(1);
});

const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin',
  'vite.js',
);
const vite = spawn(process.execPath, [viteBin, '--port', String(SITE_PORT), '--strictPort'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // The site talks to this backend, whatever .env files say: npm start is the offline setup.
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
  },
});

console.log(`
Office tools are starting (Ctrl+C stops both).
  Site:    http://localhost:${SITE_PORT}
  Backend: ${backend.url}  (${describeDatabase(options)})
  anon key:         ${backend.anonKey}
  service_role key: ${backend.serviceRoleKey}
  Mail catcher:     ${backend.mailUrl ?? '(off)'}  (sign-in mails and the site's notification mails)
`);

let stopping = false;
async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  if (vite.exitCode === null && vite.signalCode === null) {
    const exited = new Promise((resolve) => vite.once('exit', resolve));
    vite.kill('SIGTERM');
    await exited;
  }
  await backend.close();
  console.log('[start] stopped; the database was closed cleanly.');
  process.exit(exitCode);
}

// Ctrl+C reaches Vite too (same process group); either way both end, the database last.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
vite.on('exit', (code) => {
  if (!stopping) {
    console.error(`[start] Vite exited (${code ?? 'signal'}); stopping the backend.`);
    void stop(code ?? 1);
  }
});
