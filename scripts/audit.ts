/**
 * Lighthouse audit of the built site (`npm run build` first), served with the local backend.
 * Mobile defaults (emulated phone, simulated slow 4G and CPU). Prints the four category scores
 * per route and fails when a route is under budget.
 *
 *   npm run audit                      home page and every tool route
 *   npm run audit -- --routes /,/qr-generator
 *   npm run audit -- --enforce accessibility,seo     fail only on these categories (others reported)
 *   npm run audit -- --runs 1          one run per route instead of the median of three
 *   npm run audit -- --performance-floor 0.85   performance under budget only warns above 0.85
 *   AUDIT_SAVE_LHR=1 npm run audit     also keep each route's (median) report in reports/lhr-*.json
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { preview } from 'vite';
import { startBackend } from '../server/index.ts';
import { TOOLS } from '../src/tools/registry.ts';

export const BUDGET = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.95,
} as const;
type Category = keyof typeof BUDGET;
/** The performance metrics printed under each route, to see what a score is made of. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;
const CATEGORIES = Object.keys(BUDGET) as Category[];

const args = process.argv.slice(2);
const routesArg = args[args.indexOf('--routes') + 1];
const routes =
  args.includes('--routes') && routesArg
    ? routesArg.split(',').map((route) => (route.startsWith('/') ? route : `/${route}`))
    : ['/', ...TOOLS.map((tool) => `/${tool.id}`)];
const enforceArg = args[args.indexOf('--enforce') + 1];
const enforced = new Set<Category>(
  args.includes('--enforce') && enforceArg
    ? enforceArg.split(',').filter((c): c is Category => c in BUDGET)
    : (Object.keys(BUDGET) as Category[]),
);
const floorArg = args[args.indexOf('--performance-floor') + 1];
/**
 * On a shared machine, other processes lengthen the page's tasks and the simulated blocking time
 * with them: identical runs differ by up to 0.06 in performance. With a floor, a median under the
 * budget but above the floor is reported as a warning, and only one under the floor fails.
 */
const performanceFloor =
  args.includes('--performance-floor') && floorArg ? Number(floorArg) : BUDGET.performance;
const warnings: string[] = [];
const runsArg = args[args.indexOf('--runs') + 1];
const runCount = args.includes('--runs') && runsArg ? Math.max(1, Number(runsArg) || 1) : 3;
const dist = process.env.AUDIT_DIST ?? 'dist';
const sitePort = Number(process.env.AUDIT_SITE_PORT ?? 4180);

/**
 * This machine has no internet: the news proxy answers with the recorded note.com feed the e2e
 * suite uses, its thumbnails pointed at an image this site serves, so the page is measured as
 * a visitor would see it (cards with images), not as an error screen.
 */
const recordedFeed = readFileSync('e2e/fixtures/note-ai-rss.xml', 'utf8').replaceAll(
  /https:\/\/assets\.st-note\.com\/[^<]+/g,
  `http://localhost:${sitePort}/icons/icon-512.png`,
);
const backend = await startBackend({
  port: Number(process.env.AUDIT_BACKEND_PORT ?? 54321),
  dataDir: 'memory://',
  quiet: true,
  rssFetch: async () =>
    new Response(recordedFeed, { headers: { 'Content-Type': 'application/rss+xml' } }),
});
const server = await preview({
  preview: { port: sitePort, strictPort: true },
  build: { outDir: dist },
  logLevel: 'error',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const results: { route: string; scores: Record<Category, number> }[] = [];
const failures: string[] = [];
try {
  for (const route of routes) {
    // Simulated throttling scales this machine's own timings, which vary from run to run:
    // each route is measured several times and judged on its median run, as Lighthouse advises.
    const runs: RunnerResult[] = [];
    for (let run = 0; run < runCount; run++) {
      const outcome = await lighthouse(`http://localhost:${sitePort}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        locale: 'ja',
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${route}`);
      runs.push(outcome);
    }
    const byPerformance = [...runs].sort(
      (a, b) =>
        (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const result = byPerformance[Math.floor(byPerformance.length / 2)] as RunnerResult;
    if (process.env.AUDIT_SAVE_LHR) {
      mkdirSync('reports', { recursive: true });
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      writeFileSync(`reports/lhr-${name}.json`, JSON.stringify(result.lhr));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, result.lhr.categories[category]?.score ?? 0]),
    ) as Record<Category, number>;
    results.push({ route, scores });
    for (const category of CATEGORIES) {
      if (scores[category] < BUDGET[category] && enforced.has(category)) {
        if (category === 'performance' && scores[category] >= performanceFloor) {
          warnings.push(`${route} performance ${scores[category]} < ${BUDGET.performance}`);
          continue;
        }
        const audits = Object.values(result.lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .filter((audit) =>
            result.lhr.categories[category]?.auditRefs.some(
              (ref) => ref.id === audit.id && ref.weight > 0,
            ),
          )
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
        failures.push(
          `${route} ${category} ${scores[category]} < ${BUDGET[category]}: ${audits.join(', ')}`,
        );
      }
    }
    const metrics = METRICS.map(
      ([id, label]) => `${label} ${result.lhr.audits[id]?.displayValue ?? '-'}`,
    ).join('  ');
    const performanceRuns = byPerformance
      .map((run) => (run.lhr.categories.performance?.score ?? 0).toFixed(2))
      .join(' ');
    console.log(
      `${route.padEnd(28)} ${CATEGORIES.map((c) => `${c} ${scores[c].toFixed(2)}`).join('  ')}\n` +
        `${''.padEnd(28)} ${metrics}  (performance of each run: ${performanceRuns})`,
    );
  }
} finally {
  await chrome.kill();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await backend.close();
}

const header = `| route | ${CATEGORIES.join(' | ')} |\n|---|${CATEGORIES.map(() => '---').join('|')}|`;
const table = results
  .map(
    ({ route, scores }) =>
      `| ${route} | ${CATEGORIES.map((c) => scores[c].toFixed(2)).join(' | ')} |`,
  )
  .join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.md', `${header}\n${table}\n`);
writeFileSync('reports/lighthouse.json', JSON.stringify(results, null, 2));
console.log(`\n${header}\n${table}\n\n(also in reports/lighthouse.md)`);
if (warnings.length > 0) {
  console.warn(
    `\nUnder the performance budget, above the floor of ${performanceFloor} (machine noise?):\n` +
      warnings.join('\n'),
  );
}
if (failures.length > 0) {
  console.error(`\nUnder budget:\n${failures.join('\n')}`);
  process.exit(1);
}
const reportedOnly = CATEGORIES.filter((category) => !enforced.has(category));
console.log(
  (warnings.length > 0
    ? `${results.length - warnings.length} of ${results.length} routes within every budget; ` +
      `${warnings.length} within the performance floor`
    : `All ${results.length} routes within budget`) +
    (reportedOnly.length ? ` (reported, not enforced: ${reportedOnly.join(', ')}).` : '.'),
);
