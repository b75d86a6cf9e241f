import { DEFAULT_JSON_OPTIONS } from './formatJson';
import { BACKGROUND_THRESHOLD_CHARS, buildTreeOutcome, createJsonRunner } from './jsonTasks';
import type { WorkerLike } from '../../lib/workerTask';

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

  it('buildTreeOutcome reports failures instead of throwing', () => {
    expect(buildTreeOutcome('[1,')).toMatchObject({ ok: false });
  });
});
