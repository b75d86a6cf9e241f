import { processJson, type JsonOptions, type JsonOutcome } from './formatJson';
import { flattenTree, unflattenTree, type FlatTree } from './flatTree';
import { parseJsonTree, type JsonNode } from './parseJsonTree';
import { WorkerTaskRunner, type WorkerLike } from '../../lib/workerTask';

export type JsonWorkerRequest =
  | { id: number; kind: 'process'; input: string; options: JsonOptions }
  | { id: number; kind: 'tree'; json: string };

export type TreeOutcome = { ok: true; root: JsonNode } | { ok: false; message: string };

export type JsonWorkerResponse =
  | { id: number; kind: 'process'; outcome: JsonOutcome }
  | { id: number; kind: 'tree'; tree: FlatTreeOutcome };

/** What the worker sends for a tree: flat lists (see flatTree.ts), not the tree itself. */
export type FlatTreeOutcome = { ok: true; flat: FlatTree } | { ok: false; message: string };

export function flattenTreeOutcome(outcome: TreeOutcome): FlatTreeOutcome {
  return outcome.ok ? { ok: true, flat: flattenTree(outcome.root) } : outcome;
}

/** Below this many characters the work takes a few milliseconds: no worker needed. */
export const BACKGROUND_THRESHOLD_CHARS = 100_000;
/** Generous: a 5 MB document takes about a second; a slow phone may take several. */
export const JSON_TIME_LIMIT_MS = 30_000;

export function buildTreeOutcome(json: string): TreeOutcome {
  try {
    return { ok: true, root: parseJsonTree(json) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : '' };
  }
}

/** The request without its id (the runner adds one); distributes over the union. */
type Request = JsonWorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

export interface JsonRunner {
  process(input: string, options: JsonOptions): Promise<JsonOutcome>;
  tree(json: string): Promise<TreeOutcome>;
  /** Starts the worker if a document this long would need it, so Format finds it ready. */
  prepareFor(size: number): void;
  cancel(): void;
  dispose(): void;
}

function createBrowserWorker(): WorkerLike {
  return new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' });
}

/** Small inputs run at once on this thread; big ones in a worker with a time limit. */
export function createJsonRunner(
  createWorker: (() => WorkerLike) | null = typeof Worker === 'undefined'
    ? null
    : createBrowserWorker,
): JsonRunner {
  const runner = createWorker
    ? new WorkerTaskRunner<Request, JsonWorkerResponse>(createWorker)
    : null;
  const inBackground = (size: number) => runner !== null && size >= BACKGROUND_THRESHOLD_CHARS;

  return {
    async process(input, options) {
      runner?.cancel();
      if (!runner || !inBackground(input.length)) return processJson(input, options);
      const response = await runner.run({ kind: 'process', input, options }, JSON_TIME_LIMIT_MS);
      if (response.kind !== 'process') throw new Error('Unexpected worker response');
      return response.outcome;
    },
    async tree(json) {
      runner?.cancel();
      if (!runner || !inBackground(json.length)) return buildTreeOutcome(json);
      const response = await runner.run({ kind: 'tree', json }, JSON_TIME_LIMIT_MS);
      if (response.kind !== 'tree') throw new Error('Unexpected worker response');
      const { tree } = response;
      return tree.ok ? { ok: true, root: unflattenTree(tree.flat) } : tree;
    },
    prepareFor: (size) => {
      if (inBackground(size)) runner?.prepare();
    },
    cancel: () => runner?.cancel(),
    dispose: () => runner?.dispose(),
  };
}
