import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { failure, success, type DataResult } from '../dataResult';
import { queryWrapper } from '../../test/queryWrapper';
import { unwrap } from './dataQueries';
import { refetchUnlessWriting, useCacheMutation } from './useCacheMutation';

const KEY = ['items'] as const;

/** A stand-in server: a list of strings, writes that wait until released. */
function fakeServer(initial: string[]) {
  let items = [...initial];
  const waiting: (() => void)[] = [];
  return {
    read: vi.fn(async (): Promise<DataResult<string[]>> => success([...items])),
    /** Adds an item once `release` is called; fails for 'bad'. */
    add: vi.fn(
      (item: string) =>
        new Promise<DataResult<string>>((resolve) =>
          waiting.push(() => {
            if (item === 'bad') return resolve(failure('database', 'refused'));
            items = [...items, item];
            resolve(success(item));
          }),
        ),
    ),
    release: () => waiting.splice(0).forEach((go) => go()),
    get items() {
      return items;
    },
  };
}

function useItems(server: ReturnType<typeof fakeServer>) {
  const query = useQuery({ queryKey: KEY, queryFn: async () => unwrap(await server.read()) });
  const adding = useCacheMutation<string[], string, string>({
    queryKey: KEY,
    write: server.add,
    optimistic: (items, item) => [...items, `${item}…`],
    settle: (items, saved) => items.map((item) => (item === `${saved}…` ? saved : item)),
  });
  return { items: query.data, add: adding.run, client: useQueryClient() };
}

describe('useCacheMutation', () => {
  it('shows a write at once, settles it with the answer, then refetches once', async () => {
    const server = fakeServer(['a']);
    const { result } = renderHook(() => useItems(server), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.items).toEqual(['a']));
    let outcome: Promise<DataResult<string>> | undefined;
    act(() => {
      outcome = result.current.add('b');
    });
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b…']));
    await act(async () => server.release());
    expect(await outcome).toEqual({ ok: true, data: 'b' });
    await waitFor(() => expect(server.read).toHaveBeenCalledTimes(2));
    expect(result.current.items).toEqual(['a', 'b']);
  });

  it('rolls a refused write back and answers its error', async () => {
    const server = fakeServer(['a']);
    const { result } = renderHook(() => useItems(server), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.items).toEqual(['a']));
    let outcome: Promise<DataResult<string>> | undefined;
    act(() => {
      outcome = result.current.add('bad');
    });
    await waitFor(() => expect(result.current.items).toEqual(['a', 'bad…']));
    await act(async () => server.release());
    expect(await outcome).toMatchObject({ ok: false, error: { kind: 'database' } });
    await waitFor(() => expect(result.current.items).toEqual(['a']));
  });

  it('keeps concurrent writes on screen; only the last to settle refetches', async () => {
    const server = fakeServer(['a']);
    const { result } = renderHook(() => useItems(server), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.items).toEqual(['a']));
    act(() => {
      void result.current.add('b');
      void result.current.add('c');
    });
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b…', 'c…']));
    // A live event while the writes are in flight must not refetch (it could undo them).
    act(() => refetchUnlessWriting(result.current.client, KEY));
    expect(server.read).toHaveBeenCalledTimes(1);
    await act(async () => server.release());
    await waitFor(() => expect(server.read).toHaveBeenCalledTimes(2));
    expect(result.current.items).toEqual(['a', 'b', 'c']);
    // With nothing in flight a live event refetches.
    act(() => refetchUnlessWriting(result.current.client, KEY));
    await waitFor(() => expect(server.read).toHaveBeenCalledTimes(3));
  });
});

interface Row {
  id: string;
  done: boolean;
  saved: boolean;
}

/** A stand-in server of rows whose writes wait until `answerNext`, oldest first. */
function rowServer() {
  const rows: Row[] = [];
  const waiting: (() => void)[] = [];
  return {
    rows,
    later: <T,>(answer: () => T) =>
      new Promise<DataResult<T>>((resolve) => waiting.push(() => resolve(success(answer())))),
    answerNext: () => waiting.shift()?.(),
  };
}

/** Adds and ticks of rows, in one scope: each is sent once the one before it is answered. */
function useScopedRows(server: ReturnType<typeof rowServer>) {
  const { rows, later } = server;
  const query = useQuery({ queryKey: KEY, queryFn: async () => [...rows] });
  const adding = useCacheMutation<Row[], string, Row>({
    queryKey: KEY,
    scope: 'rows',
    write: (id) =>
      later(() => {
        const row = { id, done: false, saved: true };
        rows.unshift(row);
        return row;
      }),
    optimistic: (all, id) => [
      { id, done: false, saved: false },
      ...all.filter((row) => row.id !== id),
    ],
    settle: (all, saved) => all.map((row) => (row.id === saved.id ? saved : row)),
  });
  const ticking = useCacheMutation<Row[], string, Row>({
    queryKey: KEY,
    scope: 'rows',
    write: (id) =>
      later(() => {
        const row = rows.find((each) => each.id === id)!;
        row.done = true;
        return { ...row };
      }),
    optimistic: (all, id) => all.map((row) => (row.id === id ? { ...row, done: true } : row)),
    settle: (all, saved) => all.map((row) => (row.id === saved.id ? saved : row)),
  });
  return {
    rows: query.data,
    add: adding.run,
    tick: ticking.run,
  };
}

describe('useCacheMutation in a scope', () => {
  it('keeps a write queued behind another on screen when the first is answered', async () => {
    const server = rowServer();
    const { result } = renderHook(() => useScopedRows(server), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.rows).toEqual([]));
    act(() => {
      void result.current.add('x');
      void result.current.add('y');
    });
    await waitFor(() => expect(result.current.rows?.map((row) => row.id)).toEqual(['y', 'x']));
    // Ticked while both adds are on their way: the tick waits for them, shown at once.
    act(() => void result.current.tick('x'));
    await waitFor(() =>
      expect(result.current.rows?.find((row) => row.id === 'x')?.done).toBe(true),
    );
    // The first add's answer (done: false) must not take the tick back, nor show 'y' twice.
    await act(async () => server.answerNext());
    await waitFor(() =>
      expect(result.current.rows?.find((row) => row.id === 'x')?.saved).toBe(true),
    );
    expect(result.current.rows).toEqual([
      { id: 'y', done: false, saved: false },
      { id: 'x', done: true, saved: true },
    ]);
    await act(async () => server.answerNext());
    await waitFor(() => expect(result.current.rows?.[0]?.saved).toBe(true));
    expect(result.current.rows?.find((row) => row.id === 'x')?.done).toBe(true);
    await act(async () => server.answerNext());
    await waitFor(() =>
      expect(result.current.rows).toEqual([
        { id: 'y', done: false, saved: true },
        { id: 'x', done: true, saved: true },
      ]),
    );
  });
});
