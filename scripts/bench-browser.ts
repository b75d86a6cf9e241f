/**
 * `npm run bench:browser`: the heavy tools in a real browser (the system Chromium through
 * Playwright) against the production build (`npm run build` first) served by `vite preview`.
 * For each case: the time from the paste to the result on screen and the longest main-thread
 * task (PerformanceObserver 'longtask') from the paste until the page has settled; for JSON
 * also the native floor, JSON.parse + JSON.stringify(…, null, 2) of the same document in the
 * same page, the time from pressing Format to the result, and to all of it being ready (the
 * tool shows a big result's beginning first). Pastes are real (the clipboard and Ctrl+V).
 *
 *   npm run bench:browser                     every case, median of 3 runs
 *   npm run bench:browser -- --runs 5 --only diff,json
 *   BENCH_DIST=dist-x BENCH_SITE_PORT=4190 BENCH_BACKEND_PORT=54390 npm run bench:browser
 *
 * Nothing is asserted; the figures are for reading (the goals: no task over 100 ms, diff of
 * 10,000 lines within 400 ms, JSON 5 MB within twice the native floor).
 */
import type { Page } from '@playwright/test';
import { BENCH_CASES, type BenchCase } from './browser-bench-cases.ts';
import { serveBuild } from './servedBuild.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 3) || 3);
const only = option('--only')?.split(',');
const dist = process.env.BENCH_DIST ?? 'dist';
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 4190);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 54390);

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

const { browser, close } = await serveBuild({ dist, sitePort, backendPort });
try {
  console.log(`Chromium ${browser.version()}, ${dist} on port ${sitePort}, median of ${runs} runs`);
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
      measurements.push(await measure(page, benchCase));
      await context.close();
    }
    const toResult = median(measurements.map((m) => m.toResult));
    const longest = median(measurements.map((m) => m.longestTask));
    let line = `${benchCase.title.padEnd(52)} paste→result ${ms(toResult)}  longest task ${ms(longest)}`;
    if (benchCase.native) {
      const native = median(measurements.map((m) => m.native ?? 0));
      line += `  native floor ${ms(native)}  ratio ${(toResult / native).toFixed(2)}×`;
    }
    if (benchCase.clickAfterPaste) {
      // The paste itself includes the browser handing over the clipboard (about 55 ms a
      // megabyte in Chromium, before any code of the page runs); from the button press on
      // is the tool's own work.
      const fromClick = median(measurements.map((m) => m.fromClick ?? 0));
      line += `\n${''.padEnd(52)} press→result ${ms(fromClick)}`;
      if (benchCase.native) {
        const native = median(measurements.map((m) => m.native ?? 0));
        line += `  ratio to native ${(fromClick / native).toFixed(2)}×`;
      }
    }
    if (benchCase.complete) {
      // The tool shows the result's beginning first; this is when all of it can be copied.
      const complete = median(measurements.map((m) => m.clickToComplete ?? 0));
      line += `\n${''.padEnd(52)} press→whole result ready ${ms(complete)}`;
    }
    console.log(line);
    console.log(
      `${''.padEnd(52)} (runs: ${measurements.map((m) => `${m.toResult.toFixed(0)}/${m.longestTask.toFixed(0)}`).join(', ')})`,
    );
  }
} finally {
  await close();
}
