import { processJson, processJsonToUnits, type JsonOptions, type JsonOutcome } from './formatJson';
import { flattenTree, unflattenTree, type FlatTree } from './flatTree';
import { parseJsonTree, type JsonNode } from './parseJsonTree';
import { decodeUtf16 } from './reindentJson';
import { WorkerTaskRunner, type WorkerLike } from '../../lib/workerTask';

export type JsonWorkerRequest =
  | {
      id: number;
      kind: 'process';
      input: string;
      options: JsonOptions;
      /** How much of the result to send first (JsonWorkerBeginning); 0: none. */
      beginningChars: number;
    }
  | { id: number; kind: 'tree'; json: string };

export type TreeOutcome = { ok: true; root: JsonNode } | { ok: false; message: string };

export type JsonWorkerResponse =
  | { id: number; kind: 'process'; outcome: JsonOutcome }
  | { id: number; kind: 'tree'; tree: FlatTreeOutcome };

/** Sent before the response: the result's beginning, once the document is known to be valid. */
export interface JsonWorkerBeginning {
  id: number;
  progress: true;
  beginning: string;
}

/** What the worker sends for a tree: flat lists (see flatTree.ts), not the tree itself. */
export type FlatTreeOutcome = { ok: true; flat: FlatTree } | { ok: false; message: string };

export function flattenTreeOutcome(outcome: TreeOutcome): FlatTreeOutcome {
  return outcome.ok ? { ok: true, flat: flattenTree(outcome.root) } : outcome;
}

/**
 * Below this many characters the work takes a few milliseconds: no worker needed. Measured on a
 * phone's pace (Chromium at 4× CPU slowdown), parsing and formatting 16,000 characters on the
 * page took about 55 ms of the press, so anything longer goes to the worker and the press
 * paints at once.
 */
export const BACKGROUND_THRESHOLD_CHARS = 10_000;
/** Generous: a 5 MB document takes about a second; a slow phone may take several. */
export const JSON_TIME_LIMIT_MS = 30_000;

/**
 * The worker's side of a 'process' request. The result goes to the page as one string, decoded
 * here: the page receives it as one block of memory copied in a single step (16 MB, a 5 MB
 * document formatted, in about 15 ms on a busy machine), where decoding its code units on the
 * page took 32 tasks of 6 ms with the browser's pauses between them, the whole result 5× the
 * native floor (JSON.parse and JSON.stringify on the page).
 */
export function processInWorker(
  input: string,
  options: JsonOptions,
  beginning?: { chars: number; show: (text: string) => void },
): JsonOutcome {
  const outcome = processJsonToUnits(input, options, beginning);
  return 'units' in outcome
    ? { ok: true, output: decodeUtf16(outcome.units.units, outcome.units.length) }
    : outcome;
}

/** The beginning of a result, shown while the rest of it becomes a string. */
export interface ResultPreview {
  text: string;
  /** The whole result's length in code units; null while it is still being written. */
  length: number | null;
}

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
  /**
   * Formats or minifies. For a big document, `preview.show` first receives the result's
   * beginning (`preview.chars` of it) as soon as the worker has found the document valid, and
   * the promise settles with all of it.
   */
  process(
    input: string,
    options: JsonOptions,
    preview?: { chars: number; show: (preview: ResultPreview) => void },
  ): Promise<JsonOutcome>;
  tree(json: string): Promise<TreeOutcome>;
  /** Whether a document this long is worked on in the worker (else on the page, at once). */
  runsInBackground(size: number): boolean;
  /** Starts the worker if a document this long would need it, so Format finds it ready. */
  prepareFor(size: number): void;
  /**
   * Starts the worker before any document is known (the input has the focus: a big paste may
   * follow). Loading it takes 40–50 ms; started at the paste, a Format pressed right after it
   * waited for that.
   */
  prepare(): void;
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
  /** Counts cancellations, so that the beginning of a replaced document's result is not shown. */
  let generation = 0;
  const cancel = () => {
    generation++;
    runner?.cancel();
  };

  return {
    async process(input, options, preview) {
      cancel();
      if (!runner || !inBackground(input.length)) return processJson(input, options);
      const started = generation;
      const response = await runner.run(
        { kind: 'process', input, options, beginningChars: preview?.chars ?? 0 },
        JSON_TIME_LIMIT_MS,
        (message) => {
          // The worker found the document valid and sends the result's beginning first.
          const { beginning } = message as JsonWorkerBeginning;
          if (generation === started) preview?.show({ text: beginning, length: null });
        },
      );
      if (response.kind !== 'process') throw new Error('Unexpected worker response');
      return response.outcome;
    },
    async tree(json) {
      cancel();
      if (!runner || !inBackground(json.length)) return buildTreeOutcome(json);
      const response = await runner.run({ kind: 'tree', json }, JSON_TIME_LIMIT_MS);
      if (response.kind !== 'tree') throw new Error('Unexpected worker response');
      const { tree } = response;
      return tree.ok ? { ok: true, root: unflattenTree(tree.flat) } : tree;
    },
    runsInBackground: inBackground,
    prepareFor: (size) => {
      if (inBackground(size)) runner?.prepare();
    },
    prepare: () => runner?.prepare(),
    cancel,
    dispose: () => {
      generation++;
      runner?.dispose();
    },
  };
}
