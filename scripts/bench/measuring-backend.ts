import { startBackend, type StartBackendOptions } from '../../server/index.ts';

/**
 * The local backend a measured page talks to (the Lighthouse audit, the browser benches): in
 * memory and quiet, and sending no mail. No mail catcher (its fixed port may be `npm start`'s)
 * and no sender: every 5 s it ran a function and database queries on the cores the page is
 * measured on, and logged that no mail provider was set.
 */
export function startMeasuringBackend(port: number, options: StartBackendOptions = {}) {
  return startBackend({
    ...options,
    port,
    dataDir: 'memory://',
    quiet: true,
    mailPort: null,
    notificationsIntervalMs: null,
  });
}
