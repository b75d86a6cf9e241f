import { renderHook } from '@testing-library/react';
import { useVisibleRefresh } from './useVisibleRefresh';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useVisibleRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes on each interval while visible, not while hidden, and at once on return', async () => {
    const refresh = vi.fn(async () => undefined);
    const { unmount } = renderHook(() => useVisibleRefresh(refresh, true, 1000));
    await vi.advanceTimersByTimeAsync(2500);
    expect(refresh).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(3);
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('never starts a refresh while the previous one is still running', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderHook(() => useVisibleRefresh(refresh, true, 1000));
    await vi.advanceTimersByTimeAsync(1000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const refresh = vi.fn(async () => undefined);
    renderHook(() => useVisibleRefresh(refresh, false, 1000));
    await vi.advanceTimersByTimeAsync(5000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
