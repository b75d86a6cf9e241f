import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '../../test/deferred';
import { queryWrapper } from '../../test/queryWrapper';
import * as lists from './lists';
import type { TodoList } from './lists';
import { useTodoLists } from './useTodoLists';

/** Who the page knows is signed in (AuthContext's user); a guest session changes it. */
const auth = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock('../../lib/auth/AuthContext', () => ({
  useAuth: () => ({ user: auth.userId ? { id: auth.userId } : null }),
}));

vi.mock('./lists', () => ({
  listTodoLists: vi.fn(async () => ({ ok: true, data: [] })),
  createTodoList: vi.fn(),
  deleteTodoList: vi.fn(),
  ensureTodoList: vi.fn(),
  renameTodoList: vi.fn(),
  reorderTodoLists: vi.fn(),
  setSharing: vi.fn(),
}));
vi.mock('./collaboration', () => ({
  listJoinedTodoLists: vi.fn(async () => ({ ok: true, data: [] })),
}));

const list = (id: string, name: string): TodoList => ({
  id,
  name,
  position: 0,
  share_id: null,
  edit_share_id: null,
  revision: 1,
  created_at: '2026-11-27T00:00:00Z',
});

describe('useTodoLists', () => {
  it("keeps a visitor's first list, made under the guest session it starts", async () => {
    // The visitor has no session: making the list signs in a guest first, so the page's lists
    // move to the guest's key and are read at once, before the list is there.
    let made = false;
    vi.mocked(lists.listTodoLists).mockImplementation(async () => ({
      ok: true,
      data: made ? [list('l1', '展示会')] : [],
    }));
    const { result, rerender } = renderHook(() => useTodoLists(null), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const guestStarted = deferred();
    const inserted = deferred();
    vi.mocked(lists.createTodoList).mockImplementationOnce(async (name: string) => {
      auth.userId = 'g1';
      guestStarted.resolve();
      await inserted.promise;
      made = true;
      return { ok: true, data: { list: list('l1', name), ownerId: 'g1' } };
    });
    let creating: Promise<TodoList | null> = Promise.resolve(null);
    act(() => {
      creating = result.current.create('展示会');
    });
    await guestStarted.promise;
    const reads = vi.mocked(lists.listTodoLists).mock.calls.length;
    rerender();
    await waitFor(() =>
      expect(vi.mocked(lists.listTodoLists).mock.calls.length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    inserted.resolve();
    await act(async () => {
      await creating;
    });
    rerender();
    expect(result.current.lists.map((l) => l.id)).toEqual(['l1']);
    expect(result.current.current?.id).toBe('l1');
  });
});
