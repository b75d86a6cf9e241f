import { act, renderHook } from '@testing-library/react';
import { useToolState } from './useToolState';

const DEFAULTS = { text: '', mode: 'a' };
JSON.parse(window.localStorage.getItem('tool-state:demo') ?? 'null') as unknown;

describe('useToolState', () => {
  it('keeps the input in storage and the URL shortly after a change', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useToolState('demo', DEFAULTS, ['mode']));
      act(() => result.current[1]({ text: 'hello', mode: 'b' }));
      expect(window.location.search).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(window.location.search).toBe('?mode=b');
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves at once when the page is left (a reload right after typing loses nothing)', () => {
    const { result } = renderHook(() => useToolState('demo', DEFAULTS, ['mode']));
    act(() => result.current[1]({ text: 'typed just now' }));
    window.dispatchEvent(new Event('pagehide'));
    const again = renderHook(() => useToolState('demo', DEFAULTS, ['mode']));
    expect(again.result.current[0].text).toBe('typed just now');
  });
});
