import { describe, expect, it } from 'vitest';
import {
  blockingOf,
  describeTask,
  pageMainThread,
  tasksAfterPaint,
  unionLength,
  type TraceEvent,
} from './trace-tasks.ts';

const PAGE = 'https://localhost:4180/json-tool';
const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
/** A complete event; times in milliseconds, as the trace's microseconds. */
const work = (
  pid: number,
  tid: number,
  name: string,
  start: number,
  wall: number,
  cpu = wall,
  url?: string,
): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: start * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
  ...(url && { args: { data: { url } } }),
});

/** The page's main thread is 1:10; 1:20 and 1:21 its workers; 2:30 the browser; 3:40 another page. */
const EVENTS: TraceEvent[] = [
  thread(1, 10, 'CrRendererMain'),
  thread(1, 20, 'ThreadPoolForegroundWorker'),
  thread(1, 21, 'ThreadPoolForegroundWorker'),
  thread(2, 30, 'CrBrowserMain'),
  thread(3, 40, 'CrRendererMain'),
  {
    name: 'ParseHTML',
    ph: 'X',
    pid: 3,
    tid: 40,
    ts: 0,
    dur: 1000,
    args: { beginData: { url: 'chrome://newtab/', frame: 'G' } },
  },
  {
    name: 'ParseHTML',
    ph: 'X',
    pid: 1,
    tid: 10,
    ts: 0,
    dur: 1000,
    args: { beginData: { url: PAGE, frame: 'F' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', pid: 3, tid: 40, ts: 20_000, args: { frame: 'G' } },
  { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 100_000, args: { frame: 'F' } },
  // Before the paint: not counted.
  work(1, 10, 'RunTask', 50, 40),
  // Long on the clock, short in CPU: the workers and the browser ran beside it.
  work(1, 10, 'RunTask', 160, 40, 5),
  work(1, 10, 'TimerFire', 160.5, 36, 4),
  work(1, 10, 'FunctionCall', 161, 35, 4, PAGE),
  work(1, 20, 'v8.parseOnBackground', 150, 40),
  work(1, 21, 'v8.parseOnBackground', 170, 50),
  work(2, 30, 'RunTask', 165, 5),
  work(2, 30, 'RunTask', 168, 5),
  // Long in CPU too.
  work(1, 10, 'RunTask', 300, 20, 16),
  work(1, 10, 'Layout', 301, 18, 15),
  // Short.
  work(1, 10, 'RunTask', 400, 5),
  // Another page's main thread: not this page's.
  work(3, 40, 'RunTask', 200, 90),
];

describe('tasksAfterPaint', () => {
  it.each([
    ['wall', 12.5, [60, 200]],
    ['cpu', 12.5, [200]],
    ['wall', 30, [60]],
    ['cpu', 3, [60, 200, 300]],
  ] as const)(
    'by %s over %s ms: the tasks starting at %j ms after the paint',
    (length, min, starts) => {
      expect(tasksAfterPaint(EVENTS, PAGE, min, length).map((task) => task.start)).toEqual(starts);
    },
  );

  it('gives a task its clock and CPU time, what ran in it and what ran beside it', () => {
    const [task] = tasksAfterPaint(EVENTS, PAGE, 30, 'wall');
    expect(task).toEqual({
      start: 60,
      wall: 40,
      cpu: 5,
      inside: [
        { name: 'TimerFire', ms: 36 },
        { name: 'FunctionCall json-tool', ms: 35 },
      ],
      // Two workers, 30 ms each inside the task; the browser's two tasks overlap: 8 ms.
      beside: [
        { thread: 'ThreadPoolForegroundWorker', ms: 60 },
        { thread: 'CrBrowserMain', ms: 8 },
      ],
    });
    expect(describeTask(task!)).toBe(
      '+60 ms: 40 ms on the clock, 5 of CPU; in it TimerFire 36, FunctionCall json-tool 35; ' +
        'beside it ThreadPoolForegroundWorker 60, CrBrowserMain 8',
    );
  });

  it('finds the page by its URL, not another page in the trace', () => {
    expect(pageMainThread(EVENTS, PAGE)).toEqual({ pid: 1, tid: 10, paint: 100_000 });
    expect(() => pageMainThread(EVENTS, 'https://localhost:4180/')).toThrow(/no parse/);
  });
});

describe('unionLength', () => {
  it.each([
    [[], 0],
    [[[0, 10]], 10],
    [
      [
        [0, 10],
        [20, 25],
      ],
      15,
    ],
    [
      [
        [0, 10],
        [5, 15],
      ],
      15,
    ],
    [
      [
        [5, 15],
        [0, 20],
      ],
      20,
    ],
    [
      [
        [0, 10],
        [2, 3],
        [12, 14],
      ],
      12,
    ],
  ] as const)('of %j is %d', (intervals, length) => {
    expect(unionLength(intervals)).toBe(length);
  });
});

describe('blockingOf', () => {
  it.each([
    [0, 0],
    [12.5, 0],
    [13, 2],
    [40, 110],
  ])('a task of %d ms blocks for %d ms at four times slower', (ms, blocking) => {
    expect(blockingOf(ms)).toBe(blocking);
  });
});
