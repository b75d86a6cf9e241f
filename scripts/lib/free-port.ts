import { createServer } from 'node:net';
import { LOCAL_BACKEND_URL } from '../../src/portable/localBackend.ts';

/**
 * A port no process on this machine listens on now, chosen by the system (listen on port 0,
 * read it, close). Tests, benchmarks and audits take their ports this way, so they run beside
 * `npm start` (5173, 54321, 54324) and beside each other.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('the system gave no port')),
      );
    });
  });
}

/** The port an environment variable names, else a free one. */
export async function portFromEnv(name: string): Promise<number> {
  const value = process.env[name];
  if (value === undefined || value === '') return freePort();
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a port number, got "${value}"`);
  return Number(value);
}

/**
 * The port a build calls its backend on when VITE_SUPABASE_URL was not set: the scripts that
 * serve a build (audit, profile, browser benchmarks) start their backend there unless told.
 */
export const BUILT_BACKEND_PORT = Number(new URL(LOCAL_BACKEND_URL).port);
