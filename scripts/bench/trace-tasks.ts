/**
 * The main-thread tasks of a page's load in a Chromium trace (a Lighthouse run's
 * `artifacts.Trace` or a trace recorded with the DevTools protocol): how long each took on the
 * clock and in CPU, what ran inside it, and what other threads ran beside it. Used by
 * `npm run bench:blocking` (blocking time from CPU time) and `npm run audit -- --explain-over`
 * (why a Lighthouse run's blocking time was high).
 */

/** The fields of a Chromium trace event these functions read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { url?: string; functionName?: string };
    beginData?: { frame?: string; url?: string };
  };
}

/** A main-thread task, times in milliseconds. */
export interface TaskSummary {
  /** When it started, after the first contentful paint. */
  start: number;
  wall: number;
  cpu: number;
  /** The longest events inside it (nested ones included), longest first. */
  inside: { name: string; ms: number }[];
  /** The other threads busy while it ran, by thread name, with their busy time in it. */
  beside: { thread: string; ms: number }[];
}

/** Lighthouse's simulated mobile CPU is four times slower than the machine it runs on. */
export const CPU_SLOWDOWN = 4;
/** A task blocks for what exceeds this (after the slowdown). */
export const LONG_TASK_MS = 50;
/** The blocking time Lighthouse counts for a task of `ms` on this machine. */
export const blockingOf = (ms: number) => Math.max(0, ms * CPU_SLOWDOWN - LONG_TASK_MS);

/** Top-level work on a thread; on a worker thread, background parsing has no task around it. */
const THREAD_WORK = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadPool_RunTask',
  'v8.parseOnBackground',
]);
const ms = (micro = 0) => micro / 1000;

/**
 * The main thread of the page at `pageUrl` and its first contentful paint. Only that one: the
 * trace also holds the main threads of Chromium's own pages (its omnibox popup, a WebUI page),
 * which evaluate modules of their own during some loads.
 */
export function pageMainThread(
  events: readonly TraceEvent[],
  pageUrl: string,
): { pid: number; tid: number; paint: number } {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === pageUrl,
  );
  const frame = parse?.args?.beginData?.frame;
  if (!parse || !frame) throw new Error(`the trace has no parse of ${pageUrl}`);
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame,
  );
  if (!paint) throw new Error('the trace has no first contentful paint');
  return { pid: parse.pid, tid: parse.tid, paint: paint.ts };
}

/** The name of each thread, from the trace's metadata: `pid:tid` → name. */
function threadNames(events: readonly TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name) {
      names.set(`${event.pid}:${event.tid}`, event.args.name);
    }
  }
  return names;
}

/** The total length of the union of `intervals` ([start, end] pairs), in microseconds. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of sorted) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total;
}

/**
 * The tasks on the page's main thread after its first contentful paint that took more than
 * `minMs` milliseconds, by `length`: the clock (`wall`, what Lighthouse scales) or the thread's
 * own CPU time (`cpu`, which other processes move much less).
 */
export function tasksAfterPaint(
  events: readonly TraceEvent[],
  pageUrl: string,
  minMs: number,
  length: 'wall' | 'cpu',
): TaskSummary[] {
  const main = pageMainThread(events, pageUrl);
  const names = threadNames(events);
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const tasks = complete.filter(
    (event) =>
      onMain(event) &&
      event.name === 'RunTask' &&
      event.ts >= main.paint &&
      ms(length === 'wall' ? event.dur : (event.tdur ?? event.dur)) > minMs,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = complete
      .filter(
        (event) =>
          onMain(event) &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          event.name !== 'ThreadControllerImpl::RunTask',
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((event) => {
        const source = event.args?.data?.url ?? event.args?.data?.functionName ?? '';
        const file = source.split('/').pop();
        return { name: file ? `${event.name} ${file}` : event.name, ms: ms(event.dur) };
      });
    // Each thread's busy stretches within the task, by `pid:tid`.
    const busy = new Map<string, [number, number][]>();
    for (const event of complete) {
      if (onMain(event) || !THREAD_WORK.has(event.name)) continue;
      const start = Math.max(event.ts, task.ts);
      const stop = Math.min(event.ts + (event.dur ?? 0), end);
      if (stop <= start) continue;
      const key = `${event.pid}:${event.tid}`;
      const intervals = busy.get(key) ?? [];
      intervals.push([start, stop]);
      busy.set(key, intervals);
    }
    // Summed by thread name: worker threads of one name run side by side, so each thread's
    // union is taken before they are added up.
    const byThread = new Map<string, number>();
    for (const [key, intervals] of busy) {
      const thread = names.get(key) ?? `thread ${key.split(':')[1]}`;
      byThread.set(thread, (byThread.get(thread) ?? 0) + ms(unionLength(intervals)));
    }
    return {
      start: ms(task.ts - main.paint),
      wall: ms(task.dur),
      cpu: ms(task.tdur ?? task.dur),
      inside,
      beside: [...byThread]
        .map(([thread, time]) => ({ thread, ms: time }))
        .sort((a, b) => b.ms - a.ms),
    };
  });
}

/**
 * One line for a task, with the three threads busiest beside it: `+60 ms: 40 ms on the clock,
 * 5 of CPU; in it TimerFire 36, …; beside it ThreadPoolForegroundWorker 60, …`.
 */
export function describeTask(task: TaskSummary): string {
  const round = (value: number) => Math.round(value);
  const inside = task.inside.map((event) => `${event.name} ${round(event.ms)}`).join(', ');
  const beside = task.beside
    .slice(0, 3)
    .map((entry) => `${entry.thread} ${round(entry.ms)}`)
    .join(', ');
  return (
    `+${round(task.start)} ms: ${round(task.wall)} ms on the clock, ${round(task.cpu)} of CPU` +
    `${inside ? `; in it ${inside}` : ''}${beside ? `; beside it ${beside}` : ''}`
  );
}
