import { runRegex, type RegexRequest, type RegexResponse } from './runRegex';
import { WorkerTaskRunner, type WorkerLike } from '../../lib/workerTask';

/** A match that takes longer than this is stopped and reported as a timeout. */
export const REGEX_TIME_LIMIT_MS = 1500;

export interface RegexRunner {
  run(request: RegexRequest): Promise<RegexResponse>;
  dispose(): void;
}

function createBrowserWorker(): WorkerLike {
  return new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Runs matching in a worker with a time limit. Without workers (unit tests) it runs in place:
 * there is then no protection, which is why the page always has a worker.
 */
export function createRegexRunner(
  createWorker: (() => WorkerLike) | null = typeof Worker === 'undefined'
    ? null
    : createBrowserWorker,
  timeLimitMs = REGEX_TIME_LIMIT_MS,
): RegexRunner {
  if (!createWorker) {
    return { run: async (request) => runRegex(request), dispose: () => {} };
  }
  const runner = new WorkerTaskRunner<RegexRequest, { response: RegexResponse }>(createWorker);
  return {
    run: async (request) => (await runner.run(request, timeLimitMs)).response,
    dispose: () => runner.dispose(),
  };
}
