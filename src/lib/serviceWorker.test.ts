import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  SETTLE_DELAY_MS,
  afterPageSettles,
  type SettlingWindow,
} from './serviceWorker';

/** A window whose load event and idle callbacks the test fires itself; timers are faked. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const loadListeners: (() => void)[] = [];
  const idle: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    ...(withIdle && {
      requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
        idle.push({ callback, timeout: options?.timeout });
        return idle.length;
      },
    }),
  } as unknown as SettlingWindow;
  const fireLoad = () => {
    win.document = { readyState: 'complete' };
    for (const listener of loadListeners.splice(0)) listener();
  };
  const fireIdle = () => {
    for (const { callback } of idle.splice(0)) {
      callback({ didTimeout: false, timeRemaining: () => 10 });
    }
  };
  return { win, fireLoad, fireIdle, idle };
}

describe('afterPageSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then the delay, then an idle moment', () => {
    const { win, fireLoad, fireIdle, idle } = fakeWindow('interactive');
    const callback = vi.fn();
    afterPageSettles(callback, win);
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 10);
    expect(idle).toHaveLength(0);
    fireLoad();
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(callback).not.toHaveBeenCalled();
    fireIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has loaded already', () => {
    const { win, fireIdle, idle } = fakeWindow('complete');
    const callback = vi.fn();
    afterPageSettles(callback, win);
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    fireIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after the delay where the browser has no idle callbacks', () => {
    const { win, fireLoad } = fakeWindow('loading', false);
    const callback = vi.fn();
    afterPageSettles(callback, win);
    fireLoad();
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLE_DELAY_MS * 10);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
