import { startBackend } from './index.ts';
import { backendOptionsFromEnv, describeDatabase, describeStartError } from './options-from-env.ts';

/** `npm run server`: the local backend on its own (settings: see options-from-env.ts). */
const options = backendOptionsFromEnv();
const backend = await startBackend(options).catch((error: unknown) => {
  console.error(`[backend] could not start: ${describeStartError(error, options.port)}`);
  process.exit(1);
});

console.log(`
Local Supabase-compatible backend is running.
  API URL:          ${backend.url}
  anon key:         ${backend.anonKey}
  service_role key: ${backend.serviceRoleKey}
  database:         ${describeDatabase(options)}
  mail catcher:     ${backend.mailUrl ?? '(off)'}
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
