/**
 * `npm run bench:pdf`: the invoice PDF made in the browser, as a user gets it. The production
 * build (`npm run build` first) in the system Chromium with the CPU slowed four times, on two
 * network profiles: loopback (as fast as the machine) and DevTools' "Fast 4G" (9 Mbit/s down,
 * 1.5 Mbit/s up, 165 ms round trip: 60 ms × 2.75, as DevTools sets it). Each run opens a fresh
 * browser context (nothing cached), makes a one-page invoice from a quote and times the click
 * on 「PDFをダウンロード」 until the file is there (the PDF library and the font slices the
 * invoice needs are fetched by that click), then a second click on the same page (all loaded),
 * counting the bytes each click fetched (as received, compressed where the server compresses)
 * and the font's share of them. Prints each run, then per profile the median and range of each
 * figure, the file size and the machine's load. Budget (Fast 4G): first PDF ≤ 2 s, font
 * fetched ≤ 1 MB, file ≤ 300 KB. `-- --runs 7` for more runs, `-- --profiles fast4g` for one.
 */
import { loadavg } from 'node:os';
import { stat } from 'node:fs/promises';
import type { CDPSession } from '@playwright/test';
import { serveBuild } from './served-build.ts';

const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4190);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 54390);
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument('--runs') ?? 5);
const BUDGET_MS = 2000;
const BUDGET_FONT_BYTES = 1024 * 1024;
const BUDGET_FILE_BYTES = 300 * 1024;

interface Profile {
  name: string;
  conditions: {
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  } | null;
}

const PROFILES: Record<string, Profile> = {
  loopback: { name: 'loopback', conditions: null },
  // DevTools' preset, in bytes per second.
  fast4g: {
    name: 'Fast 4G',
    conditions: {
      latency: 60 * 2.75,
      downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
      uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
    },
  },
};
const chosen = (argument('--profiles') ?? 'loopback,fast4g')
  .split(',')
  .map((key) => PROFILES[key.trim()])
  .filter((profile): profile is Profile => profile !== undefined);

interface Click {
  ms: number;
  bytes: number;
  fontBytes: number;
  fileBytes: number;
}

/** Counts what the page receives from now on: every finished request's bytes on the wire. */
async function countBytes(cdp: CDPSession) {
  const urls = new Map<string, string>();
  let bytes = 0;
  let fontBytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (/pdf-font-\d+/.test(urls.get(event.requestId) ?? '')) fontBytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    take() {
      const taken = { bytes, fontBytes };
      bytes = 0;
      fontBytes = 0;
      return taken;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const range = (values: number[], unit: (value: number) => string) =>
  `median ${unit(median(values))} (min ${unit(Math.min(...values))}, max ${unit(Math.max(...values))})`;
const ms = (value: number) => `${Math.round(value)} ms`;

const served = await serveBuild({
  dist: process.env.BENCH_DIST ?? 'dist',
  sitePort: SITE_PORT,
  backendPort: BACKEND_PORT,
});
const results = new Map<Profile, { first: Click[]; next: Click[] }>();
try {
  for (const profile of chosen) {
    const first: Click[] = [];
    const next: Click[] = [];
    results.set(profile, { first, next });
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await served.browser.newContext({ acceptDownloads: true, locale: 'ja-JP' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`http://localhost:${SITE_PORT}/quote-generator`);
      await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
      await page.getByLabel('宛先（お客様名）').fill('株式会社サンプル商事');
      await page.getByLabel('品目ごとに税率を設定する').check();
      const item = page.getByRole('group', { name: '品目 1' });
      await item.getByLabel('品目名').fill('Webサイト制作 一式');
      await item.getByLabel('単価（円）').fill('80000');
      await page.getByRole('button', { name: '品目を追加' }).click();
      const second = page.getByRole('group', { name: '品目 2' });
      await second.getByLabel('品目名').fill('お弁当');
      await second.getByLabel('数量').fill('12');
      await second.getByLabel('単価（円）').fill('1080');
      await second.getByLabel('税率').selectOption('8');
      await page.getByRole('button', { name: 'この内容で請求書を作成' }).click();
      await page.getByTestId('editing-kind').filter({ hasText: '請求書' }).waitFor();
      const counter = await countBytes(cdp);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (profile.conditions) {
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          ...profile.conditions,
        });
      }
      const clicks: Click[] = [];
      for (const list of [first, next]) {
        const downloading = page.waitForEvent('download');
        const start = performance.now();
        await page.getByRole('button', { name: 'PDFをダウンロード' }).click();
        const download = await downloading;
        const path = await download.path();
        const elapsed = performance.now() - start;
        const fileBytes = path ? (await stat(path)).size : 0;
        const click = { ms: elapsed, ...counter.take(), fileBytes };
        list.push(click);
        clicks.push(click);
      }
      console.log(
        `${profile.name} run ${run}: ` +
          clicks
            .map(
              (click, index) =>
                `${index === 0 ? 'first' : 'next'} ${ms(click.ms)}, fetched ${kb(click.bytes)} ` +
                `(font ${kb(click.fontBytes)})`,
            )
            .join('; ') +
          `; file ${kb(clicks[0]?.fileBytes ?? 0)}; load ${loadavg()[0]?.toFixed(2)}`,
      );
      await context.close();
    }
  }
} finally {
  await served.close();
}

const overBudget: string[] = [];
for (const [profile, { first, next }] of results) {
  console.log(`\n${profile.name} (CPU 4× slower), ${RUNS} runs:`);
  console.log(
    `  first PDF: ${range(
      first.map((click) => click.ms),
      ms,
    )}`,
  );
  console.log(
    `    fetched ${range(
      first.map((click) => click.bytes),
      kb,
    )}`,
  );
  console.log(
    `    of it font ${range(
      first.map((click) => click.fontBytes),
      kb,
    )}`,
  );
  console.log(
    `  next PDF:  ${range(
      next.map((click) => click.ms),
      ms,
    )}`,
  );
  console.log(
    `    fetched ${range(
      next.map((click) => click.bytes),
      kb,
    )}`,
  );
  console.log(
    `  file: ${range(
      first.map((click) => click.fileBytes),
      kb,
    )}`,
  );
  if (profile.conditions || chosen.length === 1) {
    if (median(first.map((click) => click.ms)) > BUDGET_MS)
      overBudget.push(`${profile.name}: first PDF over ${BUDGET_MS} ms`);
  }
  if (Math.max(...first.map((click) => click.fontBytes)) > BUDGET_FONT_BYTES)
    overBudget.push(`${profile.name}: font fetched over ${kb(BUDGET_FONT_BYTES)}`);
  if (Math.max(...first.map((click) => click.fileBytes)) > BUDGET_FILE_BYTES)
    overBudget.push(`${profile.name}: file over ${kb(BUDGET_FILE_BYTES)}`);
}
console.log(
  `\nload average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.join(', ')}`);
  process.exitCode = 1;
}
