/**
 * Lighthouse audit of the built site (`npm run build` first), served with the local backend.
 * Mobile defaults (emulated phone, simulated slow 4G and CPU). Prints the four category scores
 * per route and fails when a route is under budget.
 *
 *   npm run audit                      home page and every tool route
 *   npm run audit -- --routes /,/qr-generator
 *   npm run audit -- --enforce accessibility,seo     fail only on these categories (others reported)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
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
const dist = process.env.AUDIT_DIST ?? 'dist';
const sitePort = Number(process.env.AUDIT_SITE_PORT ?? 4180);

const backend = await startBackend({
  port: Number(process.env.AUDIT_BACKEND_PORT ?? 54321),
  dataDir: 'memory://',
  quiet: true,
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
    const result = await lighthouse(`http://localhost:${sitePort}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      locale: 'ja',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, result.lhr.categories[category]?.score ?? 0]),
    ) as Record<Category, number>;
    results.push({ route, scores });
    for (const category of CATEGORIES) {
      if (scores[category] < BUDGET[category] && enforced.has(category)) {
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
    console.log(
      `${route.padEnd(28)} ${CATEGORIES.map((c) => `${c} ${scores[c].toFixed(2)}`).join('  ')}`,
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
if (failures.length > 0) {
  console.error(`\nUnder budget:\n${failures.join('\n')}`);
  process.exit(1);
}
const reportedOnly = CATEGORIES.filter((category) => !enforced.has(category));
console.log(
  `All ${results.length} routes within budget` +
    (reportedOnly.length ? ` (reported, not enforced: ${reportedOnly.join(', ')}).` : '.'),
);
