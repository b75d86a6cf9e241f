import { useEffect, useRef, useState } from 'react';
import { WorkerCancelledError, WorkerTaskRunner, type WorkerLike } from '../../lib/workerTask';
import { X_MAX_WEIGHT, type XWeightedLength } from './xLimits';

/** A megabyte takes a few seconds; anything slower is stopped so the worker is free again. */
const X_TIME_LIMIT_MS = 15_000;
/** Long texts wait for a pause in typing; short ones are measured at once. */
const LONG_TEXT = 20_000;
const TYPING_PAUSE_MS = 150;

const EMPTY: XWeightedLength = { weight: 0, remaining: X_MAX_WEIGHT, urls: 0 };

export interface XLengthState {
  x: XWeightedLength;
  /** True while the shown figure belongs to an earlier text. */
  measuring: boolean;
  failed: boolean;
}

function createWorker(): WorkerLike {
  return new Worker(new URL('./xLength.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The X post length of the text, measured by twitter-text in a worker. While `wait` is true (the
 * other figures of a long text are being counted) it does not start: on a two-core machine a
 * third busy worker slowed those figures down.
 */
export function useXLength(text: string, wait = false): XLengthState {
  const runner = useRef<WorkerTaskRunner<{ text: string }, { x: XWeightedLength }> | null>(null);
  const [result, setResult] = useState<{ forText: string; x: XWeightedLength; failed: boolean }>({
    forText: '',
    x: EMPTY,
    failed: false,
  });

  useEffect(() => {
    const created = new WorkerTaskRunner<{ text: string }, { x: XWeightedLength }>(createWorker);
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, []);

  useEffect(() => {
    if (text === '') {
      runner.current?.cancel();
      return undefined;
    }
    if (wait) return undefined;
    const timer = window.setTimeout(
      () => {
        runner.current
          ?.run({ text }, X_TIME_LIMIT_MS)
          .then(({ x }) => setResult({ forText: text, x, failed: false }))
          .catch((error: unknown) => {
            if (error instanceof WorkerCancelledError) return;
            console.error('X length worker failed', error);
            setResult((previous) => ({ ...previous, forText: text, failed: true }));
          });
      },
      text.length > LONG_TEXT ? TYPING_PAUSE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [text, wait]);

  if (text === '') return { x: EMPTY, measuring: false, failed: false };
  const current = result.forText === text;
  return { x: result.x, measuring: !current, failed: current && result.failed };
}
