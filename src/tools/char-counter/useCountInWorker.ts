import { useEffect, useMemo, useRef, useState } from 'react';
import { countText, type CountOptions, type TextStats } from './countText';
import type { CountRequest } from './countText.worker';

/** Up to this length counting is instant, so it happens while typing, on the main thread. */
const MAIN_THREAD_LIMIT = 20_000;
const TYPING_PAUSE_MS = 150;
const WORKER_LIMIT_MS = 15_000;

const EMPTY_STATS = countText('');

export type CountFailure = 'timeout' | 'error';

export interface CountState {
  stats: TextStats;
  counting: boolean;
  failure: CountFailure | null;
}

/** Counts short texts at once and long ones in a Web Worker, with a time limit. */
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
  const workerRef = useRef<Worker | null>(null);
  const requestIdRef = useRef(0);

  useEffect(() => () => workerRef.current?.terminate(), []);

  useEffect(() => {
    if (!isLong) return undefined;
    const id = (requestIdRef.current += 1);
    let limitTimer: number | undefined;
    const start = window.setTimeout(() => {
      // A worker busy with an outdated text is replaced rather than waited for.
      workerRef.current?.terminate();
      const worker = new Worker(new URL('./countText.worker.ts', import.meta.url), {
        type: 'module',
      });
      workerRef.current = worker;
      const finish = (stats: TextStats | null, failure: CountFailure | null) => {
        window.clearTimeout(limitTimer);
        worker.terminate();
        if (workerRef.current === worker) workerRef.current = null;
        if (id === requestIdRef.current) {
          setBackground({ stats, forText: text, forLineBreakBytes: lineBreakBytes, failure });
        }
      };
      worker.onmessage = (event: MessageEvent<{ id: number; stats: TextStats }>) =>
        finish(event.data.stats, null);
      worker.onerror = (event) => {
        console.error('count worker failed', event.message);
        finish(null, 'error');
      };
      limitTimer = window.setTimeout(() => finish(null, 'timeout'), WORKER_LIMIT_MS);
      const request: CountRequest = { id, text, options: { lineBreakBytes } };
      worker.postMessage(request);
    }, TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(limitTimer);
    };
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
