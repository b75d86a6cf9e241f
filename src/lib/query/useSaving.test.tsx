import { useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { queryWrapper } from '../../test/queryWrapper';
import { useSaving } from './useSaving';

/** A write to `key` that waits until released, and what useSaving says of `watched`. */
function useWriteAndWatch(key: readonly string[], watched: readonly string[]) {
  const held: { release: () => void } = { release: () => undefined };
  const mutation = useMutation({
    mutationKey: key,
    mutationFn: () => new Promise<void>((resolve) => (held.release = resolve)),
  });
  return { write: () => mutation.mutateAsync(), held, ...useSaving(watched) };
}

describe('useSaving', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a write to the watched query', ['todo', 'tasks', 'a'], true],
    ['a write to another query', ['todo', 'tasks', 'b'], false],
  ])('%s: busy at once, said after 400 ms, quiet once saved', async (_name, key, watched) => {
    const { result } = renderHook(() => useWriteAndWatch(key, ['todo', 'tasks', 'a']), {
      wrapper: queryWrapper(),
    });
    const held = result.current.held;
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = result.current.write();
    });
    expect(result.current).toMatchObject({ pending: watched, shown: false });
    await act(async () => vi.advanceTimersByTime(399));
    expect(result.current.shown).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ pending: watched, shown: watched });
    await act(async () => {
      held.release();
      await done;
    });
    expect(result.current).toMatchObject({ pending: false, shown: false });
  });
});
