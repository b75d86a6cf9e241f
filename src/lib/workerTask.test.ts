import {
  WorkerCancelledError,
  WorkerTaskRunner,
  WorkerTimeoutError,
  type WorkerLike,
} from './workerTask';

/** A stand-in worker that answers only when the test says so. */
class FakeWorker implements WorkerLike {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: { id: number; value: number }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message as { id: number; value: number });
  }
  terminate() {
    this.terminated = true;
  }
  answer(index = this.posted.length - 1) {
    const request = this.posted[index];
    if (!request) throw new Error('nothing posted');
    this.onmessage?.({ data: { id: request.id, doubled: request.value * 2 } } as MessageEvent);
  }
}

describe('WorkerTaskRunner', () => {
  beforeEach(() => {
    FakeWorker.created = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const makeRunner = () =>
    new WorkerTaskRunner<{ value: number }, { doubled: number }>(() => new FakeWorker());

  it('returns the worker answer and reuses the worker', async () => {
    const runner = makeRunner();
    const first = runner.run({ value: 2 }, 1000);
    FakeWorker.created[0]?.answer();
    await expect(first).resolves.toMatchObject({ doubled: 4 });
    const second = runner.run({ value: 5 }, 1000);
    FakeWorker.created[0]?.answer();
    await expect(second).resolves.toMatchObject({ doubled: 10 });
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('prepare starts the worker once, ahead of the first task', async () => {
    const runner = makeRunner();
    runner.prepare();
    runner.prepare();
    expect(FakeWorker.created).toHaveLength(1);
    const answer = runner.run({ value: 3 }, 1000);
    FakeWorker.created[0]?.answer();
    await expect(answer).resolves.toMatchObject({ doubled: 6 });
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('terminates the worker after the time limit and starts a fresh one next time', async () => {
    const runner = makeRunner();
    const slow = runner.run({ value: 1 }, 1500);
    vi.advanceTimersByTime(1499);
    expect(FakeWorker.created[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(slow).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(FakeWorker.created[0]?.terminated).toBe(true);

    const next = runner.run({ value: 3 }, 1500);
    expect(FakeWorker.created).toHaveLength(2);
    FakeWorker.created[1]?.answer();
    await expect(next).resolves.toMatchObject({ doubled: 6 });
  });

  it('a newer task replaces a running one, and a late answer is ignored', async () => {
    const runner = makeRunner();
    const old = runner.run({ value: 1 }, 1000);
    const fresh = runner.run({ value: 2 }, 1000);
    await expect(old).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
    FakeWorker.created[0]?.answer(0);
    FakeWorker.created[1]?.answer();
    await expect(fresh).resolves.toMatchObject({ doubled: 4 });
  });

  it('rejects when the worker fails', async () => {
    const runner = makeRunner();
    const task = runner.run({ value: 1 }, 1000);
    FakeWorker.created[0]?.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent);
    await expect(task).rejects.toThrow('boom');
  });

  it('dispose stops everything', async () => {
    const runner = makeRunner();
    const task = runner.run({ value: 1 }, 1000);
    runner.dispose();
    await expect(task).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it('hands messages marked as progress to the task and settles on its answer', async () => {
    const runner = makeRunner();
    const parts: unknown[] = [];
    const result = runner.run({ value: 4 }, 1_000, (message) => parts.push(message));
    const worker = FakeWorker.created[0]!;
    const { id } = worker.posted[0]!;
    worker.onmessage?.({ data: { id, progress: true, part: 'first' } } as MessageEvent);
    // A late progress message of an older task is not this task's.
    worker.onmessage?.({ data: { id: id - 1, progress: true, part: 'old' } } as MessageEvent);
    expect(parts).toEqual([{ id, progress: true, part: 'first' }]);
    worker.answer();
    await expect(result).resolves.toEqual({ id, doubled: 8 });
  });
});
