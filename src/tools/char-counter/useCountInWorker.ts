import { useEffect, useMemo, useRef, useState } from 'react';
import {
  WorkerCancelledError,
  WorkerTaskRunner,
  WorkerTimeoutError,
  type WorkerLike,
} from '../../lib/workerTask';
import { countText, type CountOptions, type StatsWithoutWords, type TextStats } from './countText';
import type { CountPart, CountRequest } from './countText.worker';

/**
 * Up to this length counting takes a few milliseconds, so it happens while typing, on the main
 * thread; longer texts go to the workers (the word segmenter alone takes about 7 ms for 16,000
 * characters in Chromium, some 30 ms a key at 4x CPU: 173 ms for 417,000 characters, measured).
 */
const MAIN_THREAD_LIMIT = 5_000;
/** Typing into a long text is counted once the writer pauses. */
const TYPING_PAUSE_MS = 150;
/** A change bigger than this came at once (a paste, a drop, Clear): counted without waiting. */
const TYPED_STEP = 1_000;
const WORKER_LIMIT_MS = 15_000;

const EMPTY_STATS = countText('');

export type CountFailure = 'timeout' | 'error';

export interface CountState {
  stats: TextStats;
  counting: boolean;
  failure: CountFailure | null;
}

type Runner<Response> = WorkerTaskRunner<Omit<CountRequest, 'id'>, Response>;

function countWorker(): WorkerLike {
  return new Worker(new URL('./countText.worker.ts', import.meta.url), { type: 'module' });
}

/** Runs a task after the browser has nothing else to do (or a second at most). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Counts short texts at once and long ones in two Web Workers side by side, with a time limit:
 * one finds the words (Intl.Segmenter's dictionary, the slowest figure: 170 ms of 1 MiB of
 * Japanese in Chromium), the other every other figure (graphemes, bytes, widths, manuscript,
 * Shift_JIS). Both are started once the page is idle, so a paste does not wait for them to load,
 * and a paste is counted at once (typing waits for a pause).
 */
export function useCountInWorker(text: string, options: CountOptions): CountState {
  const lineBreakBytes = options.lineBreakBytes ?? 1;
  const isLong = text.length > MAIN_THREAD_LIMIT && typeof Worker !== 'undefined';
  const immediate = useMemo(
    () => (isLong ? null : countText(text, { lineBreakBytes })),
    [isLong, text, lineBreakBytes],
  );
  const [background, setBackground] = useState<{
    stats: TextStats | null;
    forText: string | null;
    forLineBreakBytes: number;
    failure: CountFailure | null;
  }>({ stats: null, forText: null, forLineBreakBytes: 1, failure: null });
  const runners = useRef<{
    others: Runner<{ stats: StatsWithoutWords }>;
    words: Runner<{ words: number }>;
  } | null>(null);
  const lastCounted = useRef('');

  useEffect(() => {
    const created = {
      others: new WorkerTaskRunner(countWorker) as Runner<{ stats: StatsWithoutWords }>,
      words: new WorkerTaskRunner(countWorker) as Runner<{ words: number }>,
    };
    runners.current = created;
    const cancelPrepare = whenIdle(() => {
      created.others.prepare();
      created.words.prepare();
    });
    return () => {
      cancelPrepare();
      created.others.dispose();
      created.words.dispose();
      runners.current = null;
    };
  }, []);

  useEffect(() => {
    const current = runners.current;
    if (!isLong || !current) return undefined;
    const typed = Math.abs(text.length - lastCounted.current.length) <= TYPED_STEP;
    const timer = window.setTimeout(
      () => {
        lastCounted.current = text;
        const request = (part: CountPart) => ({ text, options: { lineBreakBytes }, part });
        Promise.all([
          current.others.run(request('others'), WORKER_LIMIT_MS),
          current.words.run(request('words'), WORKER_LIMIT_MS),
        ]).then(
          ([{ stats }, { words }]) =>
            setBackground({
              stats: { ...stats, words },
              forText: text,
              forLineBreakBytes: lineBreakBytes,
              failure: null,
            }),
          (error: unknown) => {
            if (error instanceof WorkerCancelledError) return;
            if (!(error instanceof WorkerTimeoutError)) console.error('count worker failed', error);
            // Either worker's failure ends the count: the other is stopped too.
            current.others.cancel();
            current.words.cancel();
            setBackground({
              stats: null,
              forText: text,
              forLineBreakBytes: lineBreakBytes,
              failure: error instanceof WorkerTimeoutError ? 'timeout' : 'error',
            });
          },
        );
      },
      typed ? TYPING_PAUSE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [isLong, text, lineBreakBytes]);

  if (immediate) return { stats: immediate, counting: false, failure: null };
  const current = background.forText === text && background.forLineBreakBytes === lineBreakBytes;
  return {
    // Until the first long count arrives, the figures of the empty text stand in.
    stats: background.stats ?? EMPTY_STATS,
    counting: !current,
    failure: current ? background.failure : null,
  };
}
