import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { BUILT_BACKEND_PORT, portFromEnv } from './scripts/lib/free-port.ts';

/**
 * Never downloads a browser: CHROME_PATH, else the system's Chromium headless shell (Debian's
 * chromium-headless-shell: Chromium's own engine without the desktop browser around it, which
 * Playwright also runs headless by default; the suite took half the CPU time it takes in the
 * full browser's headless mode), else the system Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * Ports and build folder can be moved so that several runs can share one machine. The site and
 * the mail catcher take free ports unless named; the backend listens where the build calls it
 * (54321 unless built with another VITE_SUPABASE_URL). The chosen ports go into the environment,
 * which Playwright's workers inherit and read this file with, so every process agrees on them.
 */
process.env.E2E_SITE_PORT = String(await portFromEnv('E2E_SITE_PORT'));
process.env.E2E_MAIL_PORT = String(await portFromEnv('E2E_MAIL_PORT'));
process.env.E2E_BACKEND_PORT ||= String(BUILT_BACKEND_PORT);
const SITE_PORT = Number(process.env.E2E_SITE_PORT);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // One folder per site port, so that runs sharing a machine never delete each other's files.
  outputDir: `test-results/${SITE_PORT}`,
  fullyParallel: true,
  // E2E_WORKERS sets the number of browsers at work (CI: 3 unless set; elsewhere half the cores).
  // More browsers than CI's 2 cores finish sooner (the gate's e2e: 428–431 s with two, 372–380 s
  // with three, 355 s with four). With three, the tests that had been retried were acting before
  // what they depend on had happened (a key pressed on the drawn page, a reload before the
  // owner's write, answers seeded before the candidates were saved); they now wait for it, and
  // the whole suite then passed with three browsers and no retry in two runs in a row while three
  // other engineers loaded the machine (355 and 356 tests, load average 11–23, 29 Nov 2026).
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : process.env.CI
      ? 3
      : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // The service worker would answer requests before page.route() sees them; the offline
    // spec turns it back on for itself.
    serviceWorkers: 'block',
    // Recorded on a retry (CI retries once), so a failure still comes with its trace; recording
    // every test's trace cost 13 % of the run's time (measured on four specs with the journey).
    trace: 'on-first-retry',
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A fresh in-memory database for every run.
      command: `npx tsx server/main.ts`,
      // Every spec signs in from 127.0.0.1: GoTrue's per-IP rate limits are off for the run.
      env: {
        PORT: String(BACKEND_PORT),
        DATA_DIR: 'memory://',
        QUIET: '1',
        RATE_LIMITS: 'off',
        // The lowest bcrypt cost GoTrue accepts, as the integration tests use: the suite signs up
        // and signs in hundreds of times, and the cost of a hash is not what it checks.
        BCRYPT_COST: '4',
        MAIL_PORT: process.env.E2E_MAIL_PORT,
        // The site's mails link to the preview server, and the sender works the outbox every
        // second, so a mail caused by a spec reaches the catcher at once.
        SITE_URL: `http://localhost:${SITE_PORT}`,
        NOTIFICATIONS_INTERVAL_MS: '1000',
        // The feed proxy fetches nothing: the specs answer the browser's feed requests
        // themselves, and the preview server then serves the news page as built
        // (e2e/ai-news-served.spec.ts serves it with its news from a server of its own).
        RSS_PROXY_ALLOW_HOSTS: 'feeds.invalid',
      },
      url: `http://127.0.0.1:${BACKEND_PORT}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The built site, as users get it (run `npm run build` first; .ci/run does).
      command: `npx vite preview --port ${SITE_PORT} --strictPort --outDir ${DIST}`,
      // The preview server forwards the contact form to this backend (scripts/build/vite-contact-form.ts).
      env: { VITE_SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}` },
      url: `http://localhost:${SITE_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
