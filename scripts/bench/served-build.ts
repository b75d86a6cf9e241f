/**
 * The built site (`npm run build` first) served by `vite preview` over plain HTTP, with a fresh
 * in-memory local backend and the system Chromium, for the scripts that measure it in a real
 * browser (`npm run bench:browser`, `npm run profile`). The Lighthouse audit serves its own
 * (over HTTPS and HTTP/2, with the recorded news feed).
 */
import { chromium, type Browser } from '@playwright/test';
import { preview } from 'vite';
import { startMeasuringBackend } from './measuring-backend.ts';

export interface ServedBuild {
  browser: Browser;
  /** Stops the browser, the site and the backend. */
  close: () => Promise<void>;
}

export async function serveBuild(options: {
  dist: string;
  sitePort: number;
  /** The port the build's VITE_SUPABASE_URL points at (54321 unless built otherwise). */
  backendPort: number;
}): Promise<ServedBuild> {
  // The site asks the backend for a session on load.
  const backend = await startMeasuringBackend(options.backendPort);
  const server = await preview({
    preview: { port: options.sitePort, strictPort: true },
    build: { outDir: options.dist },
    logLevel: 'error',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await backend.close();
    },
  };
}
