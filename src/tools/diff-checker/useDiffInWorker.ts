import { startTransition, useEffect, useRef, useState } from 'react';
import type { DiffRequest } from './diffChecker.worker';
import { diffTextLines, type DiffOptions, type DiffOutcome } from './diffTextLines';
import { unpackDiff, type PackedOutcome } from './packDiff';

/** The worker gives up by itself after this long, so that it can say so in a clear message… */
const DIFF_TIMEOUT_MS = 8_000;
/** …and is stopped from outside if it has not answered a little after that. */
const WORKER_LIMIT_MS = 12_000;
/** Small pauses while typing avoid diffing on every keystroke… */
const TYPING_PAUSE_MS = 150;
/** …but a paste, a button or an option (a change bigger than a few keystrokes) starts at once. */
const TYPED_CHANGE_CHARS = 1_000;

export type DiffFailure = 'timeout' | 'error';

export interface DiffState {
  /** The latest finished result; kept on screen while a newer one is computed. */
  outcome: DiffOutcome | null;
  /** Changes with each new outcome, so that views of the old one can reset. */
  resultId: number;
  running: boolean;
  failure: DiffFailure | null;
}

/** Diffs in a Web Worker (or in place where workers are unavailable, as in unit tests). */
export function useDiffInWorker(oldText: string, newText: string, options: DiffOptions): DiffState {
  const [state, setState] = useState<DiffState>({
    outcome: null,
    resultId: 0,
    running: false,
    failure: null,
  });
  const workerRef = useRef<Worker | null>(null);
  const busyRef = useRef(false);
  const requestIdRef = useRef(0);
  const lastTextsRef = useRef({ oldText, newText });
  const { ignoreWhitespace = false, ignoreCase = false } = options;

  useEffect(() => () => workerRef.current?.terminate(), []);

  useEffect(() => {
    const last = lastTextsRef.current;
    lastTextsRef.current = { oldText, newText };
    const textChange =
      Math.abs(oldText.length - last.oldText.length) +
      Math.abs(newText.length - last.newText.length);
    const typed =
      (oldText !== last.oldText || newText !== last.newText) && textChange <= TYPED_CHANGE_CHARS;
    if (oldText === '' && newText === '') {
      // Whatever is still being computed belongs to texts that are gone.
      requestIdRef.current += 1;
      return undefined;
    }
    const request: DiffRequest = {
      id: (requestIdRef.current += 1),
      oldText,
      newText,
      options: { ignoreWhitespace, ignoreCase, timeoutMs: DIFF_TIMEOUT_MS },
    };
    let limitTimer: number | undefined;
    const finish = (outcome: DiffOutcome | null, failure: DiffFailure | null) => {
      window.clearTimeout(limitTimer);
      busyRef.current = false;
      if (request.id !== requestIdRef.current) return;
      const resultId = request.id;
      // A transition lets React render thousands of result rows in slices, between which the
      // page keeps responding to typing and scrolling.
      startTransition(() => {
        if (outcome?.status === 'timeout') {
          setState({ outcome: null, resultId, running: false, failure: 'timeout' });
        } else setState({ outcome, resultId, running: false, failure });
      });
    };

    const start = window.setTimeout(
      () => {
        if (typeof Worker === 'undefined') {
          finish(diffTextLines(request.oldText, request.newText, request.options), null);
          return;
        }
        // A worker still busy with an outdated request is stopped rather than waited for.
        if (busyRef.current) {
          workerRef.current?.terminate();
          workerRef.current = null;
        }
        const worker =
          workerRef.current ??
          new Worker(new URL('./diffChecker.worker.ts', import.meta.url), { type: 'module' });
        workerRef.current = worker;
        busyRef.current = true;
        setState((previous) => ({ ...previous, running: true }));
        worker.onmessage = (event: MessageEvent<{ id: number; outcome: PackedOutcome }>) => {
          if (event.data.id !== request.id) return;
          finish(unpackDiff(event.data.outcome, request.oldText, request.newText), null);
        };
        worker.onerror = (event) => {
          console.error('diff worker failed', event.message);
          workerRef.current = null;
          worker.terminate();
          finish(null, 'error');
        };
        limitTimer = window.setTimeout(() => {
          worker.terminate();
          if (workerRef.current === worker) workerRef.current = null;
          finish(null, 'timeout');
        }, WORKER_LIMIT_MS);
        worker.postMessage(request);
      },
      typed ? TYPING_PAUSE_MS : 0,
    );

    return () => {
      window.clearTimeout(start);
      window.clearTimeout(limitTimer);
    };
  }, [oldText, newText, ignoreWhitespace, ignoreCase]);

  return state;
}
