import { DEFAULT_JSON_OPTIONS } from './formatJson';
import {
  BACKGROUND_THRESHOLD_CHARS,
  buildTreeOutcome,
  createJsonRunner,
  processInWorker,
  type JsonWorkerRequest,
  type ResultPreview,
} from './jsonTasks';
import { WorkerCancelledError, type WorkerLike } from '../../lib/workerTask';

/** A worker that answers as json.worker.ts does, on this thread. */
function inlineWorker(): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      const request = message as JsonWorkerRequest;
      if (request.kind !== 'process') throw new Error('not used here');
      const send = (data: unknown) =>
        setTimeout(() => worker.onmessage?.({ data } as MessageEvent));
      const outcome = processInWorker(
        request.input,
        request.options,
        request.beginningChars > 0
          ? {
              chars: request.beginningChars,
              show: (beginning) => send({ id: request.id, progress: true, beginning }),
            }
          : undefined,
      );
      send({ id: request.id, kind: 'process', outcome });
    },
    terminate() {},
  };
  return worker;
}

/** 300,000 elements: formatted, more than a million characters (several decoder calls). */
const BIG_DOCUMENT = JSON.stringify(
  Array.from({ length: 300_000 }, (_, i) => (i % 1000 === 0 ? '👍🏽 済' : i)),
);

describe('createJsonRunner', () => {
  it('works without workers (tests, old browsers)', async () => {
    const runner = createJsonRunner(null);
    await expect(runner.process('[1]', DEFAULT_JSON_OPTIONS)).resolves.toEqual({
      ok: true,
      output: '[\n  1\n]',
    });
    await expect(runner.tree('[1]')).resolves.toMatchObject({ ok: true, root: { type: 'array' } });
  });

  it('sends big documents to the worker and small ones not', async () => {
    const posted: unknown[] = [];
    const worker: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage(message) {
        posted.push(message);
        const { id } = message as { id: number };
        queueMicrotask(() =>
          worker.onmessage?.({
            data: { id, kind: 'process', outcome: { ok: true, output: 'from worker' } },
          } as MessageEvent),
        );
      },
      terminate() {},
    };
    const runner = createJsonRunner(() => worker);
    await expect(runner.process('[1]', DEFAULT_JSON_OPTIONS)).resolves.toMatchObject({ ok: true });
    expect(posted).toHaveLength(0);
    const big = `[${'1,'.repeat(BACKGROUND_THRESHOLD_CHARS)}1]`;
    await expect(runner.process(big, DEFAULT_JSON_OPTIONS)).resolves.toEqual({
      ok: true,
      output: 'from worker',
    });
    expect(posted).toHaveLength(1);
  });

  it('starts the worker ahead of Format only for documents that will need it', () => {
    const created: WorkerLike[] = [];
    const runner = createJsonRunner(() => {
      const worker: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage() {},
        terminate() {},
      };
      created.push(worker);
      return worker;
    });
    runner.prepareFor(10);
    expect(created).toHaveLength(0);
    runner.prepareFor(BACKGROUND_THRESHOLD_CHARS);
    runner.prepareFor(BACKGROUND_THRESHOLD_CHARS * 2);
    expect(created).toHaveLength(1);
    expect(() => createJsonRunner(null).prepareFor(BACKGROUND_THRESHOLD_CHARS)).not.toThrow();
  });

  it('starts the worker before any document when asked (the input has the focus), once', () => {
    let created = 0;
    const runner = createJsonRunner(() => {
      created++;
      return { onmessage: null, onerror: null, postMessage() {}, terminate() {} };
    });
    runner.prepare();
    runner.prepare();
    runner.prepareFor(BACKGROUND_THRESHOLD_CHARS);
    expect(created).toBe(1);
    expect(() => createJsonRunner(null).prepare()).not.toThrow();
  });

  it.each([
    [BACKGROUND_THRESHOLD_CHARS - 1, true, false],
    [BACKGROUND_THRESHOLD_CHARS, true, true],
    [BACKGROUND_THRESHOLD_CHARS * 10, true, true],
    // Without workers (tests, old browsers) everything runs on the page.
    [BACKGROUND_THRESHOLD_CHARS * 10, false, false],
  ])(
    'says a %i-character document goes to the worker (workers: %s): %s',
    (size, workers, expected) => {
      const worker: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage() {},
        terminate() {},
      };
      const runner = createJsonRunner(workers ? () => worker : null);
      expect(runner.runsInBackground(size)).toBe(expected);
    },
  );

  it('shows the beginning of a big result first, then gives all of it as the browser formats it', async () => {
    const runner = createJsonRunner(inlineWorker);
    const previews: ResultPreview[] = [];
    const outcome = await runner.process(BIG_DOCUMENT, DEFAULT_JSON_OPTIONS, {
      chars: 1_000,
      show: (preview) => previews.push(preview),
    });
    const expected = JSON.stringify(JSON.parse(BIG_DOCUMENT), null, 2);
    expect(expected.length).toBeGreaterThan(2_000_000);
    expect(outcome).toEqual({ ok: true, output: expected });
    expect(previews).toEqual([{ text: expected.slice(0, 1_000), length: null }]);
  });

  it('stops putting a big result together when it is cancelled', async () => {
    const runner = createJsonRunner(inlineWorker);
    const result = runner.process(BIG_DOCUMENT, DEFAULT_JSON_OPTIONS, {
      chars: 1_000,
      show: () => runner.cancel(),
    });
    await expect(result).rejects.toBeInstanceOf(WorkerCancelledError);
  });

  it('buildTreeOutcome reports failures instead of throwing', () => {
    expect(buildTreeOutcome('[1,')).toMatchObject({ ok: false });
  });
});
