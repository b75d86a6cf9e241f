import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_SIZE,
  IDLE_TIMEOUT_MS,
  QUIET_AFTER_INPUT_MS,
  QUIET_WITHOUT_INPUT_MS,
  precacheInBatches,
  quietMoments,
  type QuietWindow,
} from './serviceWorker';

/** A window whose inputs and idle callbacks the test fires itself; timers are faked. */
function fakeWindow(withIdle = true) {
  const listeners = new Map<string, Array<() => void>>();
  const idle: Array<{ callback: IdleRequestCallback; timeout: number | undefined }> = [];
  const win = {
    performance: { now: () => Date.now() },
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    ...(withIdle && {
      requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
        idle.push({ callback, timeout: options?.timeout });
        return idle.length;
      },
    }),
  } as unknown as QuietWindow;
  const input = (type = 'keydown') => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  const fireIdle = () => {
    for (const { callback } of idle.splice(0)) {
      callback({ didTimeout: false, timeRemaining: () => 10 });
    }
  };
  return { win, input, fireIdle, idle };
}

/** Lets the promise chains waiting on timers and idle callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('quietMoments', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without any input, is quiet 30 s after it started, in an idle moment', async () => {
    const { win, fireIdle, idle } = fakeWindow();
    const quiet = vi.fn();
    void quietMoments(win).whenQuiet().then(quiet);
    await vi.advanceTimersByTimeAsync(QUIET_WITHOUT_INPUT_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(quiet).not.toHaveBeenCalled();
    fireIdle();
    await settle();
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('after the first input, is quiet once no input has come for 2 s', async () => {
    const { win, input, fireIdle, idle } = fakeWindow();
    const quiet = vi.fn();
    const moments = quietMoments(win);
    await vi.advanceTimersByTimeAsync(1_000);
    input('pointerdown');
    void moments.whenQuiet().then(quiet);
    // Typing: a key every 150 ms for 3 s keeps the page busy.
    for (let key = 0; key < 20; key++) {
      await vi.advanceTimersByTimeAsync(150);
      input('keydown');
    }
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    fireIdle();
    await settle();
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('is quiet 2 s after a first input that came while it waited for the 30 s', async () => {
    const { win, input, fireIdle, idle } = fakeWindow();
    const quiet = vi.fn();
    void quietMoments(win).whenQuiet().then(quiet);
    await vi.advanceTimersByTimeAsync(5_000);
    input('pointerdown');
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS * 2);
    expect(idle).toHaveLength(1);
    fireIdle();
    await settle();
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('waits again when an input comes while it waits for the idle moment', async () => {
    const { win, input, fireIdle, idle } = fakeWindow();
    const quiet = vi.fn();
    const moments = quietMoments(win);
    input();
    void moments.whenQuiet().then(quiet);
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS);
    expect(idle).toHaveLength(1);
    input('wheel');
    fireIdle();
    await settle();
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS);
    fireIdle();
    await settle();
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('uses a timer where the browser has no idle callbacks', async () => {
    const { win, input } = fakeWindow(false);
    const quiet = vi.fn();
    const moments = quietMoments(win);
    input();
    void moments.whenQuiet().then(quiet);
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 1);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(quiet).toHaveBeenCalledTimes(1);
  });
});

describe('precacheInBatches', () => {
  it('asks for a batch in each quiet moment until nothing is missing', async () => {
    const missing = [9, 5, 1, 0];
    const events: string[] = [];
    await precacheInBatches(
      async () => void events.push('quiet'),
      async (count) => {
        events.push(`batch of ${count}`);
        return missing.shift() ?? 0;
      },
    );
    expect(events).toEqual(
      Array.from({ length: 4 }, () => ['quiet', `batch of ${BATCH_SIZE}`]).flat(),
    );
  });

  it('asks again after a batch nobody answered (-1)', async () => {
    const answers = [-1, 0];
    const fetchBatch = vi.fn(async () => answers.shift() ?? 0);
    await precacheInBatches(async () => undefined, fetchBatch);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });
});
