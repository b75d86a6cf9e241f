import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';

/**
 * Row-level security of todo_lists and of the list functions, for each kind of caller: the
 * owner, another user, a guest (anonymous sign-in, for its own lists), the anon key alone, and a
 * share-link visitor (the anon key plus a share id, current, stopped or replaced).
 */

interface List {
  id: string;
  name: string | null;
  share_id: string | null;
}

const callers = useCallers();

async function listOf(client: SupabaseClient, name = 'list'): Promise<List> {
  const { data, error } = await client.from('todo_lists').insert({ name }).select().single();
  if (error) throw error;
  const { error: todoError } = await client
    .from('todos')
    .insert({ list_id: (data as List).id, title: `task of ${name}` });
  if (todoError) throw todoError;
  return data as List;
}

async function stored(id: string): Promise<List | null> {
  const { data } = await callers.service.from('todo_lists').select().eq('id', id).maybeSingle();
  return data as List | null;
}

const selfs = () => [
  { name: 'owner', client: callers.owner, id: callers.ownerId },
  { name: 'guest', client: callers.guest, id: callers.guestId },
];

describe('todo_lists table', () => {
  it('select: owners and guests read their own lists; others and the anon key nothing', async () => {
    for (const { client } of selfs()) {
      const list = await listOf(client);
      const { data, error } = await client.from('todo_lists').select('id').eq('id', list.id);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: list.id }]);
    }
    const ownersList = await listOf(callers.owner);
    expect((await callers.other.from('todo_lists').select().eq('id', ownersList.id)).data).toEqual(
      [],
    );
    const everything = await callers.other.from('todo_lists').select('user_id');
    expect(everything.data?.every((row) => row.user_id === callers.otherId)).toBe(true);
    const byAnon = await callers.anon.from('todo_lists').select();
    expect(byAnon.error?.code).toBe('42501');
  });

  it('insert: owners and guests for themselves only; never a chosen share id', async () => {
    for (const { client, id } of selfs()) {
      const { error } = await client.from('todo_lists').insert({ user_id: id, name: 'mine' });
      expect(error).toBeNull();
      const chosen = await client
        .from('todo_lists')
        .insert({ user_id: id, name: 'x', share_id: 'guessable' });
      expect(chosen.error?.code).toBe('42501');
    }
    const forOwner = await callers.other
      .from('todo_lists')
      .insert({ user_id: callers.ownerId, name: 'planted' });
    expect(forOwner.error?.code).toBe('42501');
    const byAnon = await callers.anon
      .from('todo_lists')
      .insert({ user_id: callers.ownerId, name: 'planted' });
    expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
  });

  it('insert: refuses blank and over-long names', async () => {
    expect((await callers.owner.from('todo_lists').insert({ name: ' \u3000 ' })).error?.code).toBe(
      '23514',
    );
    const long = await callers.owner.from('todo_lists').insert({ name: 'x'.repeat(101) });
    expect(long.error?.code).toBe('23514');
  });

  it('update: owners and guests rename and move their own; nobody sets a share id', async () => {
    const ownersList = await listOf(callers.owner);
    const before = await stored(ownersList.id);
    for (const intruder of [callers.other, callers.anon]) {
      const { data } = await intruder
        .from('todo_lists')
        .update({ name: 'hijacked' })
        .eq('id', ownersList.id)
        .select();
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(ownersList.id)).toEqual(before);
    for (const { client } of selfs()) {
      const list = await listOf(client);
      const renamed = await client
        .from('todo_lists')
        .update({ name: '展示会の準備', position: 5 })
        .eq('id', list.id)
        .select('name, position');
      expect(renamed.data).toEqual([{ name: '展示会の準備', position: 5 }]);
      const share = await client
        .from('todo_lists')
        .update({ share_id: 'guessable' })
        .eq('id', list.id);
      expect(share.error?.code).toBe('42501');
    }
  });

  it('delete: owners and guests only', async () => {
    const ownersList = await listOf(callers.owner);
    for (const intruder of [callers.other, callers.anon]) {
      const { data } = await intruder.from('todo_lists').delete().eq('id', ownersList.id).select();
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(ownersList.id)).not.toBeNull();
    for (const { client } of selfs()) {
      const list = await listOf(client);
      expect((await client.from('todo_lists').delete().eq('id', list.id)).error).toBeNull();
      expect(await stored(list.id)).toBeNull();
    }
  });
});

describe('set_todo_list_sharing', () => {
  it('lets owners and guests share, reissue and stop their own lists only', async () => {
    for (const { client } of selfs()) {
      const list = await listOf(client);
      for (const action of ['share', 'reissue'] as const) {
        const { data, error } = await client.rpc('set_todo_list_sharing', {
          p_list_id: list.id,
          p_action: action,
        });
        expect(error).toBeNull();
        expect(data).toBe((await stored(list.id))?.share_id);
      }
      const stop = await client.rpc('set_todo_list_sharing', {
        p_list_id: list.id,
        p_action: 'stop',
      });
      expect([stop.error, stop.data]).toEqual([null, null]);
    }
  });

  it("refuses another user's list as not found, and the anon key outright", async () => {
    const ownersList = await listOf(callers.owner);
    await callers.owner.rpc('set_todo_list_sharing', {
      p_list_id: ownersList.id,
      p_action: 'share',
    });
    const before = await stored(ownersList.id);
    for (const action of ['share', 'reissue', 'stop']) {
      const byOther = await callers.other.rpc('set_todo_list_sharing', {
        p_list_id: ownersList.id,
        p_action: action,
      });
      expect([byOther.status, byOther.error?.code]).toEqual([404, 'PT404']);
      const byGuest = await callers.guest.rpc('set_todo_list_sharing', {
        p_list_id: ownersList.id,
        p_action: action,
      });
      expect(byGuest.error?.code).toBe('PT404');
      const byAnon = await callers.anon.rpc('set_todo_list_sharing', {
        p_list_id: ownersList.id,
        p_action: action,
      });
      expect(byAnon.error?.code).toBe('42501');
    }
    expect(await stored(ownersList.id)).toEqual(before);
  });
});

describe('reorder functions and ensure_todo_list', () => {
  it("move only the caller's own rows", async () => {
    const ownersList = await listOf(callers.owner, 'first');
    const second = await listOf(callers.owner, 'second');
    const todos = await callers.service
      .from('todos')
      .select('id, position')
      .eq('list_id', ownersList.id);
    const before = await callers.service
      .from('todo_lists')
      .select('id, position')
      .eq('user_id', callers.ownerId);

    for (const intruder of [callers.other, callers.guest]) {
      const moved = await intruder.rpc('reorder_todo_lists', { p_ids: [second.id, ownersList.id] });
      expect(moved.error).toBeNull();
      const tasks = await intruder.rpc('reorder_todos', {
        p_list_id: ownersList.id,
        p_ids: (todos.data ?? []).map((todo) => todo.id).reverse(),
      });
      expect(tasks.error).toBeNull();
    }
    for (const fn of ['reorder_todo_lists', 'reorder_todos', 'ensure_todo_list']) {
      const args =
        fn === 'reorder_todos'
          ? { p_list_id: ownersList.id, p_ids: [] }
          : fn === 'ensure_todo_list'
            ? {}
            : { p_ids: [] };
      expect((await callers.anon.rpc(fn, args)).error?.code).toBe('42501');
    }
    expect(
      (
        await callers.service
          .from('todo_lists')
          .select('id, position')
          .eq('user_id', callers.ownerId)
      ).data,
    ).toEqual(before.data);
    expect(
      (await callers.service.from('todos').select('id, position').eq('list_id', ownersList.id))
        .data,
    ).toEqual(todos.data);

    const own = await callers.owner.rpc('reorder_todo_lists', {
      p_ids: [second.id, ownersList.id],
    });
    expect(own.error).toBeNull();
    expect((await stored(second.id)) as unknown).toMatchObject({ position: 0 });
  });

  it('gives each caller their own first list', async () => {
    const mine = await callers.guest.rpc('ensure_todo_list');
    const lists = await callers.service
      .from('todo_lists')
      .select('user_id')
      .eq('id', mine.data as string);
    expect(lists.data).toEqual([{ user_id: callers.guestId }]);
  });
});

describe('share-link visitor', () => {
  it('reads the current link only: never a stopped or replaced one, nor the tables', async () => {
    const list = await listOf(callers.owner, '展示会の準備');
    const read = (shareId: string | null) =>
      callers.anon.rpc('get_shared_todo_list', { p_share_id: shareId });
    const readTodos = (shareId: string | null) =>
      callers.anon.rpc('get_shared_todos', { p_share_id: shareId });

    // Not shared yet: nothing to find, whatever is asked.
    for (const id of [null, '', 'unknown-share-id']) {
      expect((await read(id)).data).toBeNull();
      expect((await readTodos(id)).data).toEqual([]);
    }
    const first = (
      await callers.owner.rpc('set_todo_list_sharing', { p_list_id: list.id, p_action: 'share' })
    ).data as string;
    expect((await read(first)).data).toMatchObject({ name: '展示会の準備' });
    expect(Object.keys((await read(first)).data as object).sort()).toEqual(['name', 'todos']);
    expect(
      Object.keys(((await read(first)).data as { todos: object[] }).todos[0] ?? {}).sort(),
    ).toEqual(['completed', 'created_at', 'description', 'due_date', 'id', 'title']);

    const second = (
      await callers.owner.rpc('set_todo_list_sharing', { p_list_id: list.id, p_action: 'reissue' })
    ).data as string;
    expect((await read(first)).data).toBeNull();
    expect((await readTodos(first)).data).toEqual([]);
    expect((await read(second)).data).toMatchObject({ name: '展示会の準備' });

    // A visitor who also has an account sees no more through the tables than anyone else.
    for (const client of [callers.other, callers.guest]) {
      expect((await client.from('todo_lists').select().eq('share_id', second)).data).toEqual([]);
      expect((await client.from('todos').select().eq('share_id', second)).data).toEqual([]);
      expect((await client.rpc('get_shared_todo_list', { p_share_id: second })).data).toMatchObject(
        { name: '展示会の準備' },
      );
    }
    expect(
      (await callers.anon.from('todo_lists').select().eq('share_id', second)).error?.code,
    ).toBe('42501');

    await callers.owner.rpc('set_todo_list_sharing', { p_list_id: list.id, p_action: 'stop' });
    for (const id of [first, second]) {
      expect((await read(id)).data).toBeNull();
      expect((await readTodos(id)).data).toEqual([]);
      expect((await callers.other.rpc('get_shared_todo_list', { p_share_id: id })).data).toBeNull();
    }
  });
});
