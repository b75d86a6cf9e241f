/**
 * A page's blocking time at start-up, from the main thread's CPU time (`npm run build` first).
 *
 *   npm run bench:blocking                          the home page and the three heavy tools
 *   npm run bench:blocking -- --routes /quote-generator --runs 9
 *   BENCH_DEBUG=1 npm run bench:blocking            also what each long task was made of
 *   BENCH_DIST=dist-before npm run bench:blocking   the build in another folder (default dist), to
 *                                                   compare two builds side by side
 *   BENCH_SITE_PORT=4181 BENCH_BACKEND_PORT=54321 npm run bench:blocking   (the backend's port must
 *                                                   be the one the build's VITE_SUPABASE_URL names)
 *
 * Lighthouse's total blocking time scales each main-thread task's wall-clock length by four (its
 * simulated mobile CPU) and counts what exceeds 50 ms after the first contentful paint. Wall-clock
 * lengths include the time the operating system gave other processes: on this shared 2-core
 * machine one page's figure moved between 80 and 1,300 ms from run to run. This bench loads each
 * route unthrottled with a Chromium trace and does the same sum with each task's *thread* time
 * (the CPU time the page's own work took), which other processes move much less (a run that
 * lands on a busy moment still stands out: read the median and compare builds side by side,
 * at the same load). It prints each run's figure, the median and the range, with the load.
 */
import type { CDPSession } from '@playwright/test';
import { machineLoad, machineSpeed, spread } from './bench-stats.ts';
import { serveBuild } from './served-build.ts';
import {
  CPU_SLOWDOWN,
  LONG_TASK_MS,
  blockingOf,
  describeTask,
  tasksAfterPaint,
  type TraceEvent,
} from './trace-tasks.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const routes = (option('--routes') ?? '/,/qr-generator,/diff-checker,/quote-generator').split(',');
const runs = Number(option('--runs') ?? 5);

async function traceLoad(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol's types (devtools-protocol, as Playwright ships it) call each event a map of
  // strings; Chrome's trace events carry numbers and nested args, the fields TraceEvent names.
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,loading,toplevel,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/**
 * Blocking time after the first contentful paint, from each task's CPU time at 4× slowdown, on
 * the main thread of the page at `pageUrl` (not those of Chromium's own pages, which were counted
 * as the page's own until 27 Nov 2026: the bench's rare runs of 240–550 ms).
 */
function blockingFromThreadTime(
  events: TraceEvent[],
  pageUrl: string,
): { blocking: number; tasks: number } {
  const long = tasksAfterPaint(events, pageUrl, LONG_TASK_MS / CPU_SLOWDOWN, 'cpu');
  if (process.env.BENCH_DEBUG) for (const task of long) console.log(`  ${describeTask(task)}`);
  const blocking = long.reduce((sum, task) => sum + blockingOf(task.cpu), 0);
  return { blocking: Math.round(blocking), tasks: long.length };
}

const sitePort = Number(process.env.BENCH_SITE_PORT ?? 4181);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 54321);
const { browser, close } = await serveBuild({
  dist: process.env.BENCH_DIST ?? 'dist',
  sitePort,
  backendPort,
});
try {
  console.log(
    `Blocking time from CPU time at ${CPU_SLOWDOWN}× slowdown, ${runs} runs per route; ${machineSpeed()}`,
  );
  for (const route of routes) {
    const figures: number[] = [];
    const counts: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A fresh profile each run, as Lighthouse loads a page: nothing cached.
      const context = await browser.newContext({
        locale: 'ja',
        viewport: { width: 412, height: 823 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const url = `http://localhost:${sitePort}${route}`;
      const events = await traceLoad(cdp, async () => {
        await page.goto(url, { waitUntil: 'networkidle' });
        // Work the page starts after the network is idle (effects, the print copy) counts too.
        await page.waitForTimeout(1500);
      });
      const { blocking, tasks } = blockingFromThreadTime(events, url);
      figures.push(blocking);
      counts.push(tasks);
      await context.close();
    }
    console.log(
      `${route.padEnd(20)} ${spread(figures)}; runs ${figures.join(' ')}; long tasks ${counts.join(' ')}; ${machineLoad()}`,
    );
  }
} finally {
  await close();
}
