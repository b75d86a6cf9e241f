/**
 * `npm run bench:inp`: Interaction to Next Paint of every tool's main interactions, in the system
 * Chromium against the production build (`npm run build` first) with the CPU slowed four times,
 * as Lighthouse's mobile run assumes. For each tool, in a fresh page each run:
 *   type   typing into its main field, key by key (the first textarea, else the first text
 *          field; scripts/bench/inp-cases.ts names another where the first is not the main one)
 *   toggle changing each of its first options: check boxes, radio buttons, selects (by keyboard)
 *   click  pressing its main button (the first primary button), last
 * (window.print is stubbed: the dialog is the browser's) and reads every interaction's duration from the browser's Event Timing entries (the figure
 * INP is made of: from the input to the next paint). A tool's INP in a run is its worst
 * interaction (under 50 interactions, INP is the worst one). Prints each tool's median and
 * range over the runs, the worst kind of interaction, and the machine's load.
 *
 *   npm run bench:inp                              every tool, 5 runs each
 *   npm run bench:inp -- --runs 3 --only json-tool,regex-tester
 *   npm run bench:inp -- --list                    what each tool's interactions are, no timing
 *   npm run bench:inp -- --save reports/inp.json   also keep the figures (--verbose: each run's)
 *   npm run bench:inp -- --compare dist-before    the same runs on a second build, interleaved
 *                                                (served on a second free port, same backend)
 *   npm run bench:inp -- --service-workers allow   one mode only (allow or block; both by default)
 *   BENCH_DIST=dist-x BENCH_SITE_PORT=4190 BENCH_BACKEND_PORT=54390 npm run bench:inp
 *
 * Each tool is measured in two modes, printed apart: with service workers blocked (the page
 * alone) and allowed, as a first visitor gets it (the site's worker registers and fetches the
 * files it keeps for offline use on the page's own process, src/lib/serviceWorker.ts).
 *
 * Runs go round the tools (tool 1, tool 2, …, then again), so a burst of load from other
 * processes spreads over all of them instead of spoiling one tool's runs. Nothing is asserted:
 * the goal (INP ≤ 100 ms at 4× for every tool) is read from the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { preview } from 'vite';
import { machineLoad, machineSpeed, median, spread } from './bench-stats.ts';
import { INP_CASES, type InpCase } from './inp-cases.ts';
import { BUILT_BACKEND_PORT, freePort, portFromEnv } from '../lib/free-port.ts';
import { serveBuild } from './served-build.ts';
import { loadTools } from '../lib/tool-folders.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 5) || 5);
const only = option('--only')?.split(',');
const listOnly = args.includes('--list');
/** Prints each run's figures as they come. */
const verbose = args.includes('--verbose');
const savePath = option('--save');
/** A second build measured in turn with the first, tool by tool (same machine, same minutes). */
const compareDist = option('--compare');
/** Service workers blocked, allowed, or both (each a fresh context: a first visit). */
const swModes: Array<'block' | 'allow'> =
  option('--service-workers') === 'allow'
    ? ['allow']
    : option('--service-workers') === 'block'
      ? ['block']
      : ['block', 'allow'];
const dist = process.env.BENCH_DIST ?? 'dist';
const sitePort = await portFromEnv('BENCH_SITE_PORT');
// The backend listens where the build calls it (54321 unless built with another VITE_SUPABASE_URL).
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? BUILT_BACKEND_PORT);
/** CPU slowdown while interacting (Lighthouse's mobile preset). */
const CPU_SLOWDOWN = 4;
/** Between two keys: a quick typist (about 8 keys a second). */
const KEY_DELAY_MS = 120;
/** At most this many options are toggled per tool. */
const MAX_OPTIONS = 4;

/**
 * Collects Event Timing entries from the page's start (buffered), with the interaction id the
 * browser gives each user input. A string, not a function: tsx would wrap a function's inner
 * helpers in a __name() the page lacks.
 */
const COLLECTOR = `
  // The print dialog is the browser's, not the page's work; headless Chromium would wait on it.
  window.print = () => {};
  window.__inpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__inpEntries.push([entry.interactionId, entry.name, entry.startTime, entry.duration]);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

type Kind = 'type' | 'click' | 'toggle';
interface Step {
  kind: Kind;
  /** What was done, for --list. */
  what: string;
  run: () => Promise<void>;
}

/** The tool's main area (the tool frame's <main>), where its controls are looked up. */
const main = (page: Page) => page.locator('main');

async function visible(locator: Locator): Promise<Locator[]> {
  const found: Locator[] = [];
  for (const candidate of await locator.all()) {
    if ((await candidate.isVisible()) && (await candidate.isEnabled())) found.push(candidate);
  }
  return found;
}

/**
 * Brings a control to the middle of the window, where a visitor works with it. Left to
 * Playwright's own scrolling, a field ends up at the window's very edge, where Chromium reported
 * no paint for the typing for seconds (a field cut by the window's edge by one pixel).
 */
async function inView(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

async function describe(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  });
}

/** The interactions of one tool's page, found as a visitor would see them. */
async function findSteps(page: Page, benchCase: InpCase): Promise<Step[]> {
  const steps: Step[] = [];
  const area = main(page);
  const field = benchCase.field
    ? area.getByRole('textbox', { name: benchCase.field, exact: true })
    : ((await visible(area.locator('textarea:not([readonly])')))[0] ??
      (
        await visible(
          area.locator(
            'input:not([readonly]):is([type="text"],[type="search"],[type="number"],[type="email"],[type="url"],[type="tel"],:not([type]))',
          ),
        )
      )[0]);
  if (field) {
    const isNumber = (await field.getAttribute('type')) === 'number';
    const text = benchCase.text ?? (isNumber ? '12345' : 'abc 123 test');
    steps.push({
      kind: 'type',
      what: `type ${JSON.stringify(text)} into ${await describe(field)}`,
      run: async () => {
        await inView(field);
        await field.click({ timeout: 10_000 });
        await page.keyboard.press('End');
        await page.keyboard.type(text, { delay: KEY_DELAY_MS });
      },
    });
  }
  const options = benchCase.options
    ? benchCase.options.map((name) =>
        area
          .getByRole('radio', { name })
          .or(area.getByRole('checkbox', { name }))
          .or(area.getByRole('combobox', { name }))
          .first(),
      )
    : (
        await visible(
          area.locator('input[type="checkbox"], input[type="radio"]:not(:checked), select'),
        )
      ).slice(0, MAX_OPTIONS);
  for (const control of options) {
    const isSelect = (await control.evaluate((element) => element.tagName)) === 'SELECT';
    steps.push({
      kind: 'toggle',
      what: `${isSelect ? 'change' : 'toggle'} ${await describe(control)}`,
      run: async () => {
        await inView(control);
        if (!isSelect) return control.click({ timeout: 10_000 });
        // A closed select changes its value with the arrow keys, a real (timed) interaction.
        await control.focus();
        await page.keyboard.press('ArrowDown');
      },
    });
  }
  // Last: a main button may change the page (a print preview, a result in place of the form).
  const button =
    benchCase.button === null
      ? undefined
      : benchCase.button
        ? area.getByRole('button', { name: benchCase.button, exact: true })
        : (await visible(area.locator('button.btn-primary')))[0];
  if (button) {
    steps.push({
      kind: 'click',
      what: `press ${await describe(button)}`,
      run: async () => {
        await inView(button);
        await button.click({ timeout: 10_000 });
      },
    });
  }
  return steps;
}

interface RunResult {
  /** The worst interaction of each kind, ms. */
  worst: Partial<Record<Kind, number>>;
  inp: number;
}

async function prepare(page: Page, benchCase: InpCase, route: string, port = sitePort) {
  await page.addInitScript(COLLECTOR);
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
  for (const [label, text] of benchCase.prefill ?? []) {
    const box = main(page).getByRole('textbox', { name: label, exact: true });
    await box.focus();
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.keyboard.press('Control+V');
  }
  if (benchCase.prefill) await page.waitForTimeout(1_000);
}

async function measure(
  page: Page,
  benchCase: InpCase,
  route: string,
  port: number,
): Promise<RunResult> {
  await prepare(page, benchCase, route, port);
  const steps = await findSteps(page, benchCase);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const phases: Array<{ kind: Kind; from: number }> = [];
  for (const step of steps) {
    phases.push({ kind: step.kind, from: await page.evaluate(() => performance.now()) });
    await step.run().catch((error: Error) => {
      console.error(`  ${step.what}: ${error.message.split('\n')[0]}`);
    });
    // Lets the step's last paint happen before the next step begins.
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(600);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const entries = await page.evaluate(
    () =>
      (window as unknown as { __inpEntries: Array<[number, string, number, number]> }).__inpEntries,
  );
  const worst: RunResult['worst'] = {};
  const firstStep = phases[0]?.from ?? Infinity;
  for (const [, name, start, duration] of entries) {
    if (start < firstStep) continue;
    if (verbose && duration > 100)
      console.log(`    ${name} ${duration} ms at ${Math.round(start)}`);
    const phase = phases.findLast((candidate) => candidate.from <= start);
    if (phase) worst[phase.kind] = Math.max(worst[phase.kind] ?? 0, duration);
  }
  return { worst, inp: Math.max(0, ...Object.values(worst)) };
}

const tools = (await loadTools()).filter((tool) => !only || only.includes(tool.id));
const { browser, close } = await serveBuild({ dist, sitePort, backendPort });
const comparePort = compareDist ? await freePort() : 0;
const compared = compareDist
  ? await preview({
      preview: { port: comparePort, strictPort: true },
      build: { outDir: compareDist },
      logLevel: 'error',
    })
  : null;
/** The builds measured, each on its port: runs alternate between them. */
const builds = [
  { dist, port: sitePort },
  ...(compareDist ? [{ dist: compareDist, port: comparePort }] : []),
];
const newPage = async (serviceWorkers: 'block' | 'allow' = 'block') => {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers,
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return { page: await context.newPage(), done: () => context.close() };
};
const caseOf = (id: string) => INP_CASES[id] ?? {};
const routeOf = (id: string) => `/${id}${caseOf(id).path ?? ''}`;

try {
  console.log(
    `Chromium ${browser.version()}, ${dist} on port ${sitePort}, CPU ${CPU_SLOWDOWN}× slower, ` +
      `${listOnly ? 'interactions only' : `${runs} runs per tool`}; ${machineLoad()}; ${machineSpeed()}`,
  );
  if (listOnly) {
    for (const tool of tools) {
      const { page, done } = await newPage();
      await prepare(page, caseOf(tool.id), routeOf(tool.id));
      const steps = await findSteps(page, caseOf(tool.id));
      console.log(`${tool.id}\n${steps.map((step) => `  ${step.what}`).join('\n') || '  (none)'}`);
      await done();
    }
  } else {
    const variants = builds.flatMap((build) =>
      swModes.map((mode) => ({ ...build, mode, name: `${build.dist}, service workers ${mode}ed` })),
    );
    const results = new Map<string, RunResult[]>(
      variants.flatMap((variant) => tools.map((tool) => [`${variant.name}|${tool.id}`, []])),
    );
    for (let run = 0; run < runs; run += 1) {
      for (const tool of tools) {
        for (const variant of run % 2 === 0 ? variants : [...variants].reverse()) {
          const { page, done } = await newPage(variant.mode);
          try {
            const result = await measure(page, caseOf(tool.id), routeOf(tool.id), variant.port);
            results.get(`${variant.name}|${tool.id}`)!.push(result);
            if (verbose) {
              console.log(`  ${variant.name} ${tool.id} run ${run + 1}: ${JSON.stringify(result)}`);
            }
          } catch (error) {
            console.error(
              `${variant.name} ${tool.id}, run ${run + 1}: ${(error as Error).message.split('\n')[0]}`,
            );
          } finally {
            await done();
          }
        }
      }
      console.log(`  run ${run + 1} of ${runs} done; ${machineLoad()}`);
    }
    const rows = [...results].map(([key, measured]) => {
      const [build, id] = key.split('|') as [string, string];
      const kinds = (['type', 'click', 'toggle'] as const)
        .filter((kind) => measured.some((result) => result.worst[kind] !== undefined))
        .map(
          (kind) =>
            `${kind} ${median(measured.map((result) => result.worst[kind] ?? 0)).toFixed(0)}`,
        );
      return {
        key,
        build,
        id,
        inp: measured.map((result) => result.inp),
        line: `${id.padEnd(26)} INP ${spread(measured.map((result) => result.inp)).padEnd(20)} by kind (median ms): ${kinds.join(', ')}`,
      };
    });
    for (const variant of variants) {
      console.log(
        `\n${variant.name}: INP at ${CPU_SLOWDOWN}× CPU, median (min–max) of ${runs} runs:`,
      );
      const own = rows.filter((row) => row.build === variant.name);
      for (const row of own) console.log(row.line);
      const over = own.filter((row) => row.inp.length > 0 && median(row.inp) > 100);
      console.log(
        over.length === 0
          ? 'Every tool: median INP ≤ 100 ms.'
          : `Over 100 ms (median): ${over.map((row) => row.id).join(', ')}`,
      );
    }
    console.log(machineLoad());
    if (savePath) {
      mkdirSync(dirname(savePath), { recursive: true });
      writeFileSync(
        savePath,
        JSON.stringify(
          Object.fromEntries(rows.map((row) => [row.key, results.get(row.key)])),
          null,
          2,
        ),
      );
    }
  }
} finally {
  if (compared) await new Promise<void>((resolve) => compared.httpServer.close(() => resolve()));
  await close();
}
