import { describe, expect, it } from 'vitest';
import { arrivingRequests, markArriving, runWithRequestContext } from '../http/request-context.ts';
import { AdmissionError, DEFAULT_ADMISSION, FairQueue, type Slot } from './fair-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work of `ms` for `caller`, recording its start in `order`. */
function job(queue: FairQueue, caller: string, ms: number, order: string[], signal?: AbortSignal) {
  return runWithRequestContext({ caller, signal }, () =>
    queue.run(async (slot: Slot) => {
      order.push(caller);
      await sleep(ms);
      return slot;
    }),
  );
}

describe('FairQueue', () => {
  it('gives the turn to the caller that used the database least lately', async () => {
    const queue = new FairQueue({ ...DEFAULT_ADMISSION, enabled: false });
    const order: string[] = [];
    const heavy = [1, 2, 3, 4].map(() => job(queue, 'user:heavy', 30, order));
    await sleep(5);
    const light = job(queue, 'user:light', 1, order);
    await Promise.all([...heavy, light]);
    // The heavy caller's first transaction was running; the light one goes next, not last.
    expect(order.indexOf('user:light')).toBe(1);
  });

  it('holds a heavy caller’s next turn while others’ requests are on their way', async () => {
    const queue = new FairQueue({ ...DEFAULT_ADMISSION, heavyMs: 20 });
    const order: string[] = [];
    await job(queue, 'user:light', 1, order); // someone else is about
    const first = job(queue, 'user:heavy', 40, order);
    const second = job(queue, 'user:heavy', 1, order);
    // A request read while the heavy statement ran, its token still being checked.
    const arriving = { caller: 'user:light' };
    markArriving(arriving);
    await first;
    await sleep(20);
    const light = runWithRequestContext(arriving, () =>
      queue.run(async () => {
        order.push('user:light');
      }),
    );
    await Promise.all([second, light]);
    expect(order).toEqual(['user:light', 'user:heavy', 'user:light', 'user:heavy']);
    expect(arrivingRequests()).toBe(0);
  });

  it('refuses a caller whose own waiting work is over a second: 429 with Retry-After', async () => {
    const queue = new FairQueue({ ...DEFAULT_ADMISSION, maxQueueMs: 100 });
    const order: string[] = [];
    await job(queue, 'user:heavy', 60, order); // its average transaction: 60 ms
    const waiting = [1, 2, 3].map(() =>
      job(queue, 'user:heavy', 60, order).catch((error: unknown) => error),
    );
    const refused = job(queue, 'user:heavy', 60, order);
    await expect(refused).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    // Other callers are not refused for it.
    await expect(job(queue, 'user:other', 1, order)).resolves.toBeDefined();
    await Promise.allSettled(waiting);
  });

  it('cuts statements while others are about (a heavy caller’s to the slice) and sheds its work that waited too long', async () => {
    const queue = new FairQueue({
      ...DEFAULT_ADMISSION,
      heavyMs: 50,
      sliceMs: 20,
      contendedMs: 500,
      maxQueueMs: 60,
    });
    const order: string[] = [];
    const first = await job(queue, 'user:heavy', 80, order);
    expect(first.statementLimitMs).toBe(0);
    // Alone, even a heavy caller keeps its role's timeout …
    expect((await job(queue, 'user:heavy', 1, order)).statementLimitMs).toBe(0);
    // … but with someone else about (served within the last second) it is cut.
    await job(queue, 'user:other', 1, order);
    expect((await job(queue, 'user:heavy', 1, order)).statementLimitMs).toBe(20);
    // Others, not heavy, are held to the contended bound while the heavy caller is about.
    expect((await job(queue, 'user:other', 1, order)).statementLimitMs).toBe(500);
    // A heavy caller's request behind a long one of another caller waits past maxQueueMs.
    const blocker = job(queue, 'user:other', 100, order);
    const shed = job(queue, 'user:heavy', 1, order);
    await expect(shed).rejects.toBeInstanceOf(AdmissionError);
    await expect(shed).rejects.toMatchObject({ status: 503 });
    await blocker;
  });

  it('drops waiting work whose client disconnected, and stops the rest of a transaction', async () => {
    const queue = new FairQueue({ ...DEFAULT_ADMISSION, enabled: false });
    const order: string[] = [];
    const blocker = job(queue, 'user:a', 40, order);
    const gone = new AbortController();
    const dropped = job(queue, 'user:b', 1, order, gone.signal);
    gone.abort();
    await expect(dropped).rejects.toMatchObject({ status: 499 });
    await blocker;
    expect(order).toEqual(['user:a']);

    const leaving = new AbortController();
    const stopped = runWithRequestContext({ caller: 'user:c', signal: leaving.signal }, () =>
      queue.run(async (slot) => {
        slot.assertClientWaiting();
        leaving.abort();
        slot.assertClientWaiting();
        return 'finished';
      }),
    );
    await expect(stopped).rejects.toMatchObject({ status: 499 });
  });

  it('never refuses or cuts the server’s own work', async () => {
    const queue = new FairQueue({ ...DEFAULT_ADMISSION, heavyMs: 1, sliceMs: 1 });
    for (let i = 0; i < 3; i++) {
      const slot = await queue.run(async (given) => {
        await sleep(10);
        return given;
      });
      expect(slot.statementLimitMs).toBe(0);
    }
  });
});
