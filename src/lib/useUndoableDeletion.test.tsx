import { act, renderHook } from '@testing-library/react';
import { UNDO_WINDOW_MS, useUndoableDeletion } from './useUndoableDeletion';

describe('useUndoableDeletion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits after the window, not before', async () => {
    const commit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useUndoableDeletion<string>(commit));
    act(() => result.current.remove('a'));
    expect(result.current.pending).toBe('a');
    await act(async () => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('a');
    expect(result.current.pending).toBeNull();
  });

  it('undo keeps the item', async () => {
    const commit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useUndoableDeletion<string>(commit));
    act(() => result.current.remove('a'));
    act(() => result.current.undo());
    await act(async () => vi.advanceTimersByTime(UNDO_WINDOW_MS * 2));
    expect(commit).not.toHaveBeenCalled();
    expect(result.current.pending).toBeNull();
  });

  it('a second deletion, or leaving, commits the waiting one at once', async () => {
    const commit = vi.fn(async () => undefined);
    const { result, unmount } = renderHook(() => useUndoableDeletion<string>(commit));
    act(() => result.current.remove('a'));
    await act(async () => result.current.remove('b'));
    expect(commit).toHaveBeenCalledWith('a');
    expect(result.current.pending).toBe('b');
    unmount();
    expect(commit).toHaveBeenCalledWith('b');
  });
});
