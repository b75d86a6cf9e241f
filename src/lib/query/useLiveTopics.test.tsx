import { act, renderHook } from '@testing-library/react';
import { FALLBACK_REFETCH_MS } from './dataQueries';
import { useLiveTopics } from './useLiveTopics';

/** A stand-in for supabase-js's realtime channels: joins answer when the test says. */
const fake = vi.hoisted(() => {
  type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR';
  const channels: {
    topic: string;
    onBroadcast: () => void;
    onStatus: (status: Status) => void;
    removed: boolean;
  }[] = [];
  const client = {
    channel: (topic: string) => {
      const entry = { topic, onBroadcast: () => {}, onStatus: (_: Status) => {}, removed: false };
      channels.push(entry);
      const channel = {
        on: (_type: string, _filter: unknown, handler: () => void) => {
          entry.onBroadcast = handler;
          return channel;
        },
        subscribe: (callback: (status: Status) => void) => {
          entry.onStatus = callback;
          return channel;
        },
        entry,
      };
      return channel;
    },
    removeChannel: async (channel: { entry: { removed: boolean } }) => {
      channel.entry.removed = true;
    },
  };
  return { channels, client };
});

vi.mock('../supabase', () => ({ getSupabase: async () => fake.client }));

const flush = () => act(async () => undefined);

describe('useLiveTopics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fake.channels.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('is live once joined, and refetches once for a burst of messages', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useLiveTopics(['todo-list:a'], onChange));
    await flush();
    expect(result.current).toBe('connecting');
    act(() => fake.channels[0]!.onStatus('SUBSCRIBED'));
    expect(result.current).toBe('live');
    act(() => {
      fake.channels[0]!.onBroadcast();
      fake.channels[0]!.onBroadcast();
      fake.channels[0]!.onBroadcast();
    });
    await act(async () => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reads once more when first joined: a change made before the join sent nothing it heard', async () => {
    const onChange = vi.fn();
    renderHook(() => useLiveTopics(['poll-share:s'], onChange));
    await flush();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    act(() => fake.channels[0]!.onStatus('SUBSCRIBED'));
    await act(async () => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Joined and quiet: nothing more.
    await act(async () => vi.advanceTimersByTime(FALLBACK_REFETCH_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offline: refetches every 15 s while visible, and once more when back', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useLiveTopics(['poll:p'], onChange));
    await flush();
    act(() => fake.channels[0]!.onStatus('CHANNEL_ERROR'));
    expect(result.current).toBe('offline');
    await act(async () => vi.advanceTimersByTime(FALLBACK_REFETCH_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => fake.channels[0]!.onStatus('SUBSCRIBED'));
    expect(result.current).toBe('live');
    await act(async () => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTime(FALLBACK_REFETCH_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('a topic left and joined again at once keeps its one channel', async () => {
    const first = renderHook(() => useLiveTopics(['todo-share:s'], () => undefined));
    await flush();
    act(() => fake.channels[0]!.onStatus('SUBSCRIBED'));
    first.unmount();
    const second = renderHook(() => useLiveTopics(['todo-share:s'], () => undefined));
    await flush();
    expect(second.result.current).toBe('live');
    expect(fake.channels).toHaveLength(1);
    second.unmount();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(fake.channels[0]!.removed).toBe(true);
  });

  it('no topics: nothing joined, and connecting', async () => {
    const { result } = renderHook(() => useLiveTopics([], () => undefined));
    await flush();
    expect(fake.channels).toHaveLength(0);
    expect(result.current).toBe('connecting');
  });
});
