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
  it('polls on every interval while the page is visible', () => {
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 15_000));
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(14_999);
    expect(poll).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('stops while hidden and polls at once when visible again', () => {
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 15_000));
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('does not start in a hidden tab', () => {
    visibility = 'hidden';
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 15_000));
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('calls the latest callback, and nothing once disabled or unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ poll, enabled }) => useVisiblePolling(poll, 15_000, enabled),
      { initialProps: { poll: first, enabled: true } },
    );
    rerender({ poll: second, enabled: true });
    vi.advanceTimersByTime(15_000);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    rerender({ poll: second, enabled: false });
    vi.advanceTimersByTime(45_000);
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ poll: second, enabled: true });
    unmount();
    vi.advanceTimersByTime(45_000);
    setVisibility('visible');
    expect(second).toHaveBeenCalledTimes(1);
  });
});
