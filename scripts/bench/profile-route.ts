/**
 * Where a route's main-thread time goes, by function (`npm run build` first; an unminified
 * build, `npx vite build --minify false --outDir dist-profile`, gives readable names).
 *
 *   npm run profile -- /quote-generator [dist-folder]
 *
 * Loads the route in Chromium with the CPU slowed four times (as Lighthouse's mobile run
 * assumes), records a CPU profile from navigation until the page has been idle for two seconds,
 * and prints the long tasks (over 50 ms), the blocking time after the first contentful paint,
 * each busy stretch over 50 ms with the components and effects it ran, and the functions with
 * the most self time. PROFILE_DEPTH=3 also prints the first frames of each stack; the backend
 * port is PROFILE_BACKEND_PORT (where the build calls it: 54321 unless built otherwise), the
 * site's PROFILE_SITE_PORT (a free one unless set).
 *
 * PROFILE_PRESS="<accessible name>" profiles one interaction instead of the load: the page is
 * loaded and left idle, then the button, check box or radio button of that name is clicked with
 * the profile running, and the press's Event Timing entries (what INP counts) are printed too.
 */
import { BUILT_BACKEND_PORT, portFromEnv } from '../lib/free-port.ts';
import { serveBuild } from './served-build.ts';

const route = process.argv[2] ?? '/';
const dist = process.argv[3] ?? 'dist';
const backendPort = Number(process.env.PROFILE_BACKEND_PORT ?? BUILT_BACKEND_PORT);
const depth = Number(process.env.PROFILE_DEPTH ?? 0);
const sitePort = await portFromEnv('PROFILE_SITE_PORT');
const press = process.env.PROFILE_PRESS;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { browser, close } = await serveBuild({ dist, sitePort, backendPort });
try {
  // Japanese, as the site's visitors mostly see it (and as bench:inp measures it).
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: 'ja-JP' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  // A press's Event Timing entries, observed only when a press is profiled.
  if (press)
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __events: typeof events }).__events = events;
      new PerformanceObserver((list) => {
        // Only the events INP counts: a press's pointerdown, pointerup and click.
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId)
            events.push(
              `${entry.name} ${Math.round(entry.duration)} ms (input delay ${Math.round(entry.processingStart - entry.startTime)}, handlers ${Math.round(entry.processingEnd - entry.processingStart)})`,
            );
        // TypeScript's DOM types lack Event Timing's durationThreshold (16 ms is its minimum).
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const url = `http://localhost:${sitePort}${route}`;
  if (press) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const control = page
      .getByRole('button', { name: press })
      .or(page.getByRole('checkbox', { name: press }))
      .or(page.getByRole('radio', { name: press }))
      .first();
    await control.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await cdp.send('Profiler.start');
    await control.click();
  } else {
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
  }
  await page.waitForTimeout(2000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  if (press) {
    const events = await page.evaluate(
      () => (window as unknown as { __events: string[] }).__events,
    );
    console.log(`event timing of pressing "${press}":`, events.join('; ') || 'none over 16 ms');
  }
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
  );
  const paints = await page.evaluate(() =>
    performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
  );
  console.log('paints:', paints.join(', '));
  console.log('long tasks (start, ms):', JSON.stringify(longTasks));
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  const blocking = longTasks
    .filter((task) => task.start >= firstContentfulPaint)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  console.log(`blocking time after first contentful paint: ${blocking} ms`);

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  /** A profile node as "function file:line". */
  const describe = (id: number) => {
    const frame = byId.get(id)?.callFrame;
    return frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`
      : '?';
  };
  /** The frames from the outermost caller in to the sample's node, described. */
  const stack = (id: number) => {
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      frames.unshift(describe(at));
    return frames.filter((frame) => !frame.startsWith('(root)'));
  };
  const sampleMs = (index: number) => (profile.timeDeltas[index] ?? 0) / 1000;
  const add = (totals: Map<string, number>, key: string, ms: number) =>
    totals.set(key, (totals.get(key) ?? 0) + ms);
  const printTop = (totals: Map<string, number>, count: number, label: string) => {
    for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${label}${ms.toFixed(1).padStart(8)} ms  ${key}`);
  };

  // Busy spans: runs of samples between idle samples, i.e. the page's tasks (tasks that follow
  // each other with no idle moment between them count as one span).
  const spans: { start: number; samples: number[] }[] = [];
  let clock = 0;
  let open: { start: number; samples: number[] } | null = null;
  profile.samples.forEach((id, index) => {
    clock += sampleMs(index);
    if (byId.get(id)?.callFrame.functionName === '(idle)') open = null;
    else {
      if (!open) spans.push((open = { start: clock, samples: [] }));
      open.samples.push(index);
    }
  });
  for (const span of spans) {
    const duration = span.samples.reduce((sum, index) => sum + sampleMs(index), 0);
    if (duration < 50) continue;
    const spanSelf = new Map<string, number>();
    const spanEntry = new Map<string, number>();
    for (const index of span.samples) {
      const id = profile.samples[index] as number;
      add(spanSelf, describe(id), sampleMs(index));
      const frames = stack(id);
      // The innermost component, or effect (called by commitHookEffectListMount), the sample
      // ran in says what the work was for.
      const owner = frames.findLast(
        (frame, at) =>
          /^[A-Z]/.test(frame) || frames[at - 1]?.startsWith('commitHookEffectListMount'),
      );
      add(
        spanEntry,
        `${frames.slice(0, depth).join(' > ')}${owner ? ` … ${owner}` : ''}`,
        sampleMs(index),
      );
    }
    console.log(`\n-- busy from ${span.start.toFixed(0)} ms for ${duration.toFixed(0)} ms`);
    printTop(spanEntry, 6, '   entry');
    printTop(spanSelf, 8, '   self ');
  }

  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => add(self, describe(id), sampleMs(index)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\nsampled ${Math.round(total)} ms; top self time:`);
  printTop(self, 40, '');
} finally {
  await close();
}
