import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisiblePolling } from './useVisiblePolling';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVisiblePolling', () => {
  it('polls on every interval while the page is visible', async () => {
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 15_000));
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(poll).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('stops while hidden and polls at once when visible again', async () => {
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 15_000));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('does not start in a hidden tab', async () => {
    visibility = 'hidden';
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 15_000));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('calls the latest callback, and nothing once disabled or unmounted', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ poll, enabled }) => useVisiblePolling(poll, 15_000, enabled),
      { initialProps: { poll: first, enabled: true } },
    );
    rerender({ poll: second, enabled: true });
    await vi.advanceTimersByTimeAsync(15_000);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    rerender({ poll: second, enabled: false });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ poll: second, enabled: true });
    unmount();
    await vi.advanceTimersByTimeAsync(45_000);
    setVisibility('visible');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('never starts a poll while the previous one is still running', async () => {
    let finish: () => void = () => undefined;
    const poll = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderHook(() => useVisiblePolling(poll, 1000));
    await vi.advanceTimersByTimeAsync(1000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
