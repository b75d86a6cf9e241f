import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { useToolState } from './useToolState';

const DEFAULTS = { text: '', mode: 'a' };

const inRouter = ({ children }: { children: ReactNode }) =>
  createElement(BrowserRouter, null, children);

/** The hook together with the address as the router sees it. */
function renderToolState() {
  return renderHook(
    () => ({ tool: useToolState('demo', DEFAULTS, ['mode']), location: useLocation() }),
    { wrapper: inRouter },
  );
}

describe('useToolState', () => {
  it('keeps the input in storage and the URL shortly after a change, through the router', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderToolState();
      const entries = window.history.length;
      act(() => result.current.tool[1]({ text: 'hello', mode: 'b' }));
      expect(window.location.search).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(window.location.search).toBe('?mode=b');
      // The router knows the address it shows, and typing adds no step to Back.
      expect(result.current.location.search).toBe('?mode=b');
      expect(window.history.length).toBe(entries);
      act(() => result.current.tool[1]({ mode: 'a' }));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(result.current.location.search).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never takes the user back to the tool when they leave it within the delay', async () => {
    window.history.replaceState(null, '', '/demo');
    vi.useFakeTimers();
    try {
      const { result } = renderToolState();
      act(() => result.current.tool[1]({ mode: 'b' }));
      // A link was followed: the address changes at once, the next page renders later.
      window.history.pushState(null, '', '/');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(window.location.pathname + window.location.search).toBe('/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts from a shared link and keeps the address parameters that are not its own', async () => {
    window.history.replaceState(null, '', '/demo?mode=c&ref=mail');
    vi.useFakeTimers();
    try {
      const { result } = renderToolState();
      expect(result.current.tool[0]).toEqual({ text: '', mode: 'c' });
      act(() => result.current.tool[1]({ mode: 'd' }));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(result.current.location).toMatchObject({
        pathname: '/demo',
        search: '?mode=d&ref=mail',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves at once when the page is left (a reload right after typing loses nothing)', () => {
    const { result } = renderToolState();
    act(() => result.current.tool[1]({ text: 'typed just now', mode: 'e' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(window.location.search).toBe('?mode=e');
    const again = renderToolState();
    expect(again.result.current.tool[0]).toEqual({ text: 'typed just now', mode: 'e' });
  });

  it('saves the latest input when the page is left before React has rendered it', () => {
    const { result } = renderToolState();
    act(() => result.current.tool[1]({ text: 'first', mode: 'f' }));
    act(() => {
      // The change and the reload in the same moment: React renders only after this callback.
      result.current.tool[1]({ mode: 'g' });
      window.dispatchEvent(new Event('pagehide'));
    });
    const again = renderToolState();
    expect(again.result.current.tool[0]).toEqual({ text: 'first', mode: 'g' });
  });
});
