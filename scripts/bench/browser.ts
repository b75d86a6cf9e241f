/**
 * `npm run bench:browser`: the heavy tools in a real browser (the system Chromium through
 * Playwright) against the production build (`npm run build` first) served by `vite preview`.
 * For each case: the time from the paste to the result on screen and the longest main-thread
 * task (PerformanceObserver 'longtask') from the paste until the page has settled; for JSON
 * also the native floor, JSON.parse + JSON.stringify(…, null, 2) of the same document in the
 * same page, the time from pressing Format to the result, and to all of it being ready (the
 * tool shows a big result's beginning first). Pastes are real (the clipboard and Ctrl+V).
 *
 *   npm run bench:browser                     every case, median and range of 5 runs
 *   npm run bench:browser -- --runs 7 --only diff,json
 *   npm run bench:browser -- --save reports/browser.json   also keep each run's figures
 *   npm run bench:browser -- --tasks          also print each run's long tasks, timed from the paste
 *   BENCH_DIST=dist-x BENCH_SITE_PORT=4190 BENCH_BACKEND_PORT=54390 npm run bench:browser
 *
 * The site takes a free port unless BENCH_SITE_PORT names one; the backend listens where the
 * build calls it (BENCH_BACKEND_PORT, for a build made with that port in VITE_SUPABASE_URL).
 *
 * Each figure is printed as the median and range (min–max) of the runs, with the machine's load
 * before and after: timings scale with what else runs on the machine. Nothing is asserted; the
 * figures are for reading (the goals: no task over 50 ms; diff of 10,000 lines within 400 ms;
 * JSON 5 MB from the press to the first result within 1.5 times the native floor; the character
 * counter's figures for 1 MiB within 300 ms of the paste).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { machineLoad, machineSpeed, median, spread } from './bench-stats.ts';
import { BENCH_CASES, type BenchCase } from './browser-cases.ts';
import { BUILT_BACKEND_PORT, portFromEnv } from '../lib/free-port.ts';
import { serveBuild } from './served-build.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 5) || 5);
const savePath = option('--save');
/** Also prints each run's long tasks and when the press and the results came. */
const showTasks = args.includes('--tasks');
const only = option('--only')?.split(',');
const dist = process.env.BENCH_DIST ?? 'dist';
const sitePort = await portFromEnv('BENCH_SITE_PORT');
// The backend listens where the build calls it (54321 unless built with another VITE_SUPABASE_URL).
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? BUILT_BACKEND_PORT);

/** After the result shows, long tasks are still collected this long (rendering the rest). */
const SETTLE_MS = 1_000;

interface Measurement {
  toResult: number;
  /** From the button press (clickAfterPaste) to the result. */
  fromClick?: number;
  /** From the button press to all of the result being ready (cases with `complete`). */
  clickToComplete?: number;
  longestTask: number;
  native?: number;
  /** The long tasks from the paste on: [ms after the paste, duration]. */
  tasks?: Array<[number, number]>;
  /** When the press, the result and the whole result came, ms after the paste. */
  marks?: { clicked: number | null; shown: number; completed: number | null };
}

/** Puts `text` on the clipboard and pastes it into the textarea named `label`. */
async function paste(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

async function measure(page: Page, benchCase: BenchCase): Promise<Measurement> {
  await page.goto(`http://localhost:${sitePort}${benchCase.route}`, { waitUntil: 'networkidle' });
  // The app has replaced the route's built HTML (its start-up marks <html> then).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
  for (const [label, text] of benchCase.before ?? []) {
    await paste(page, label, text);
    await page.waitForTimeout(1_500);
  }
  // From here on: the paste's time, every long task, and the moment the result shows.
  await page.evaluate(
    ({ done, complete, clickAfterPaste }) => {
      const state = {
        pasted: 0,
        clicked: 0,
        shown: 0,
        completed: 0,
        tasks: [] as Array<[number, number]>,
      };
      (window as unknown as { bench: typeof state }).bench = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: false });
      document.addEventListener(
        'paste',
        () => {
          state.pasted = performance.now();
          if (clickAfterPaste) {
            // A user who pastes and then presses the button at once.
            setTimeout(() => {
              const button = [...document.querySelectorAll('button')].find(
                (candidate) => candidate.textContent?.trim() === clickAfterPaste,
              );
              state.clicked = performance.now();
              button?.click();
            }, 0);
          }
        },
        { capture: true, once: true },
      );
      // No named helper functions in here: tsx would wrap them in a __name() the page lacks.
      const [isDone, isComplete] = [done, complete].map((source) =>
        source === null
          ? null
          : (new Function('document', `return (${source})(document)`) as (d: Document) => boolean),
      );
      const observer = new MutationObserver(() => {
        if (state.pasted === 0) return;
        const now = performance.now();
        if (state.shown === 0 && isDone?.(document)) state.shown = now;
        if (isComplete && state.completed === 0 && isComplete(document)) state.completed = now;
        if (state.shown > 0 && (!isComplete || state.completed > 0)) observer.disconnect();
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['disabled'],
      });
    },
    {
      done: benchCase.done,
      complete: benchCase.complete ?? null,
      clickAfterPaste: benchCase.clickAfterPaste ?? null,
    },
  );
  await paste(page, benchCase.label, benchCase.text);
  await page.waitForFunction(
    () => (window as unknown as { bench: { shown: number } }).bench.shown,
    {
      polling: 100,
      timeout: 60_000,
    },
  );
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => {
    const { pasted, clicked, shown, completed, tasks } = (
      window as unknown as {
        bench: {
          pasted: number;
          clicked: number;
          shown: number;
          completed: number;
          tasks: Array<[number, number]>;
        };
      }
    ).bench;
    // Tasks that end after the paste began (the paste itself is one of them).
    const relevant = tasks.filter(([start, duration]) => start + duration >= pasted);
    return {
      toResult: shown - pasted,
      fromClick: clicked > 0 ? shown - clicked : undefined,
      clickToComplete: clicked > 0 && completed > 0 ? completed - clicked : undefined,
      longestTask: Math.max(0, ...relevant.map(([, duration]) => duration)),
      // Where each long task fell: ms after the paste, and its length.
      tasks: relevant.map(
        ([start, duration]) =>
          [Math.round(start - pasted), Math.round(duration)] as [number, number],
      ),
      marks: {
        clicked: clicked > 0 ? Math.round(clicked - pasted) : null,
        shown: Math.round(shown - pasted),
        completed: completed > 0 ? Math.round(completed - pasted) : null,
      },
    };
  });
  if (!benchCase.native) return result;
  const native = await page.evaluate((text) => {
    const started = performance.now();
    JSON.stringify(JSON.parse(text), null, 2);
    return performance.now() - started;
  }, benchCase.text);
  return { ...result, native };
}

const { browser, close } = await serveBuild({ dist, sitePort, backendPort });
try {
  console.log(
    `Chromium ${browser.version()}, ${dist} on port ${sitePort}, ${runs} runs per case; ${machineLoad()}; ${machineSpeed()}`,
  );
  const saved: Record<string, Measurement[]> = {};
  const pad = ''.padEnd(10);
  for (const benchCase of BENCH_CASES) {
    if (only && !only.includes(benchCase.id)) continue;
    const measurements: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        locale: 'ja-JP',
        serviceWorkers: 'block',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      const measured = await measure(page, benchCase);
      measurements.push(measured);
      if (showTasks)
        console.log(
          `  run ${run + 1}: ${JSON.stringify({ marks: measured.marks, tasks: measured.tasks })}`,
        );
      await context.close();
    }
    saved[benchCase.id] = measurements;
    const of = (pick: (m: Measurement) => number | undefined) =>
      measurements.map(pick).filter((value): value is number => value !== undefined);
    const lines = [
      benchCase.title,
      `${pad}paste→result ${spread(of((m) => m.toResult))}, longest task ${spread(of((m) => m.longestTask))}`,
    ];
    const native = median(of((m) => m.native));
    if (benchCase.native) {
      lines.push(
        `${pad}native floor ${spread(of((m) => m.native))}; paste→result ${(median(of((m) => m.toResult)) / native).toFixed(2)}× of it`,
      );
    }
    /** A timing's ratio to the native floor, taken run by run (same page), for native cases. */
    const floorRatio = (pick: (m: Measurement) => number | undefined) => {
      const ratios = measurements.flatMap((m) => {
        const value = pick(m);
        return value !== undefined && m.native ? [value / m.native] : [];
      });
      if (!benchCase.native || ratios.length === 0) return '';
      const fixed = (ratio: number) => ratio.toFixed(2);
      return `; ratio to the native floor ${fixed(median(ratios))}× (${fixed(Math.min(...ratios))}–${fixed(Math.max(...ratios))})`;
    };
    if (benchCase.clickAfterPaste) {
      // The paste itself includes the browser handing over the clipboard (about 55 ms a
      // megabyte in Chromium, before any code of the page runs); from the button press on
      // is the tool's own work.
      lines.push(
        `${pad}press→result ${spread(of((m) => m.fromClick))}${floorRatio((m) => m.fromClick)}`,
      );
    }
    if (benchCase.complete) {
      // The tool shows the result's beginning first; this is when all of it can be copied.
      lines.push(
        `${pad}press→whole result ready ${spread(of((m) => m.clickToComplete))}${floorRatio((m) => m.clickToComplete)}`,
      );
    }
    lines.push(
      `${pad}runs (result/longest task): ${measurements.map((m) => `${m.toResult.toFixed(0)}/${m.longestTask.toFixed(0)}`).join(', ')}`,
    );
    console.log(lines.join('\n'));
  }
  console.log(machineLoad());
  if (savePath) {
    mkdirSync(dirname(savePath), { recursive: true });
    writeFileSync(savePath, JSON.stringify(saved, null, 2));
  }
} finally {
  await close();
}
