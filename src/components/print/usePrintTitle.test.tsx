import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { usePrintTitle } from './usePrintTitle';

describe('usePrintTitle', () => {
  beforeEach(() => {
    document.title = 'Quote Generator | Office Toolbox';
  });

  it('names the document while printing and restores the title afterwards', () => {
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    const { result } = renderHook(() => usePrintTitle('見積書_Q2025000001'));
    act(() => result.current());
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(['見積書_Q2025000001']);
    expect(document.title).toBe('見積書_Q2025000001');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(document.title).toBe('Quote Generator | Office Toolbox');
    print.mockRestore();
  });

  it('also names the document when the browser prints by itself (Ctrl+P)', () => {
    const { rerender } = renderHook(({ title }) => usePrintTitle(title), {
      initialProps: { title: '議事録_2025-01-01' },
    });
    rerender({ title: '議事録_2025-01-02' });
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(document.title).toBe('議事録_2025-01-02');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(document.title).toBe('Quote Generator | Office Toolbox');
  });

  it('restores the title when the tool goes away mid-print', () => {
    const { unmount } = renderHook(() => usePrintTitle('経費精算書_2025-01'));
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    unmount();
    expect(document.title).toBe('Quote Generator | Office Toolbox');
  });
});
