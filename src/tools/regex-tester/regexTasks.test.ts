import { createRegexRunner } from './regexTasks';
import { WorkerTimeoutError, type WorkerLike } from '../../lib/workerTask';

describe('createRegexRunner', () => {
  it('runs in place without workers', async () => {
    const runner = createRegexRunner(null);
    await expect(
      runner.run({ pattern: 'a', flags: 'g', text: 'aa', replacement: null }),
    ).resolves.toMatchObject({ status: 'ok', total: 2 });
  });

  it('stops a worker that never answers (a catastrophic pattern) after the time limit', async () => {
    let terminated = false;
    const silent: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage() {},
      terminate() {
        terminated = true;
      },
    };
    const runner = createRegexRunner(() => silent, 20);
    await expect(
      runner.run({ pattern: '(a+)+$', flags: 'g', text: `${'a'.repeat(40)}b`, replacement: null }),
    ).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(terminated).toBe(true);
  });
});
