import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
  uniqueEmail,
} from './helpers/backend.ts';

/** Named to-do lists and their share links, through supabase-js against the local backend. */

let backend: RunningBackend;
let owner: SupabaseClient;
let ownerId: string;
let anon: SupabaseClient;
let service: SupabaseClient;

const SHARE_ID = /^[A-Za-z0-9_-]{43}$/;

interface SharedList {
  name: string | null;
  todos: { title: string; due_date: string | null }[];
}

beforeAll(async () => {
  backend = await startTestBackend();
  const user = await signUpNewUser(backend);
  owner = user.client;
  ownerId = user.user.id;
  anon = createTestClient(backend.url, backend.anonKey);
  service = createTestClient(backend.url, backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.close();
});

async function newList(client: SupabaseClient, name: string | null) {
  const { data, error } = await client.from('todo_lists').insert({ name }).select().single();
  if (error) throw error;
  return data as { id: string; share_id: string | null; position: number };
}

async function addTodo(client: SupabaseClient, listId: string, title: string, dueDate?: string) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title, due_date: dueDate ?? null })
    .select()
    .single();
  if (error) throw error;
  return data as { id: string; share_id: string | null; position: number };
}

async function sharing(client: SupabaseClient, listId: string, action: string) {
  return client.rpc('set_todo_list_sharing', { p_list_id: listId, p_action: action });
}

async function sharedList(shareId: string): Promise<SharedList | null> {
  const { data, error } = await anon.rpc('get_shared_todo_list', { p_share_id: shareId });
  expect(error).toBeNull();
  return data as SharedList | null;
}

async function sharedTitles(shareId: string): Promise<string[]> {
  const { data, error } = await anon.rpc('get_shared_todos', { p_share_id: shareId });
  expect(error).toBeNull();
  return (data as { title: string }[]).map((todo) => todo.title);
}

describe('lists and links', () => {
  it('starts a new list unshared and makes an unguessable link on request', async () => {
    const list = await newList(owner, '展示会の準備');
    expect(list.share_id).toBeNull();
    await addTodo(owner, list.id, 'ブースの手配', '2030-04-01');
    const { data: shareId, error } = await sharing(owner, list.id, 'share');
    expect(error).toBeNull();
    expect(shareId).toMatch(SHARE_ID);
    // Asking again gives the same link, not a new one.
    expect((await sharing(owner, list.id, 'share')).data).toBe(shareId);
    expect(await sharedList(shareId as string)).toEqual({
      name: '展示会の準備',
      todos: [expect.objectContaining({ title: 'ブースの手配', due_date: '2030-04-01' })],
    });
  });

  it("never shows list B's tasks through list A's link", async () => {
    const a = await newList(owner, 'A');
    const b = await newList(owner, 'B');
    await addTodo(owner, a.id, 'task in A');
    await addTodo(owner, b.id, 'private task in B');
    const linkA = (await sharing(owner, a.id, 'share')).data as string;
    const linkB = (await sharing(owner, b.id, 'share')).data as string;
    expect(linkA).not.toBe(linkB);
    expect(await sharedTitles(linkA)).toEqual(['task in A']);
    expect((await sharedList(linkA))?.todos.map((todo) => todo.title)).toEqual(['task in A']);
    expect(await sharedTitles(linkB)).toEqual(['private task in B']);
    // A task added later to B stays out of A's link too.
    await addTodo(owner, b.id, 'later in B');
    expect(await sharedTitles(linkA)).toEqual(['task in A']);
  });

  it('answers nothing for a stopped link, through the functions and the tables', async () => {
    const list = await newList(owner, 'to stop');
    const todo = await addTodo(owner, list.id, 'secret');
    const link = (await sharing(owner, list.id, 'share')).data as string;
    expect(await sharedTitles(link)).toEqual(['secret']);

    const stopped = await sharing(owner, list.id, 'stop');
    expect(stopped.error).toBeNull();
    expect(stopped.data).toBeNull();
    expect(await sharedList(link)).toBeNull();
    expect(await sharedTitles(link)).toEqual([]);
    // The tables never answer the anon key, and keep no copy of the old id.
    expect((await anon.from('todo_lists').select().eq('share_id', link)).error?.code).toBe('42501');
    expect((await anon.from('todos').select().eq('share_id', link)).error?.code).toBe('42501');
    const stored = await service.from('todos').select('share_id').eq('id', todo.id).single();
    expect(stored.data).toEqual({ share_id: null });
    const anywhere = await service.from('todo_lists').select('id').eq('share_id', link);
    expect(anywhere.data).toEqual([]);
    const anyTodo = await service.from('todos').select('id').eq('share_id', link);
    expect(anyTodo.data).toEqual([]);
  });

  it('replaces the link on reissue: the new one works, the old one does not', async () => {
    const list = await newList(owner, 'reissue');
    const todo = await addTodo(owner, list.id, 'visible');
    const first = (await sharing(owner, list.id, 'share')).data as string;
    const second = (await sharing(owner, list.id, 'reissue')).data as string;
    expect(second).toMatch(SHARE_ID);
    expect(second).not.toBe(first);
    expect(await sharedList(first)).toBeNull();
    expect(await sharedTitles(first)).toEqual([]);
    expect((await sharedList(second))?.todos.map((t) => t.title)).toEqual(['visible']);
    const stored = await owner.from('todos').select('share_id').eq('id', todo.id).single();
    expect(stored.data).toEqual({ share_id: second });
  });

  it('refuses unknown sharing actions', async () => {
    const list = await newList(owner, 'x');
    expect((await sharing(owner, list.id, 'publish')).error?.code).toBe('22023');
  });
});

describe('order', () => {
  it('puts new tasks at the top and keeps the order the owner chose', async () => {
    const list = await newList(owner, 'order');
    const one = await addTodo(owner, list.id, 'one');
    const two = await addTodo(owner, list.id, 'two');
    const three = await addTodo(owner, list.id, 'three');
    const link = (await sharing(owner, list.id, 'share')).data as string;
    expect(await sharedTitles(link)).toEqual(['three', 'two', 'one']);

    const moved = await owner.rpc('reorder_todos', {
      p_list_id: list.id,
      p_ids: [one.id, three.id, two.id],
    });
    expect(moved.error).toBeNull();
    expect(await sharedTitles(link)).toEqual(['one', 'three', 'two']);
    await addTodo(owner, list.id, 'four');
    expect(await sharedTitles(link)).toEqual(['four', 'one', 'three', 'two']);
    expect((await sharedList(link))?.todos.map((t) => t.title)).toEqual([
      'four',
      'one',
      'three',
      'two',
    ]);
  });

  it('adds lists at the end and reorders them', async () => {
    const user = await signUpNewUser(backend);
    const a = await newList(user.client, 'a');
    const b = await newList(user.client, 'b');
    expect(b.position).toBeGreaterThan(a.position);
    await user.client.rpc('reorder_todo_lists', { p_ids: [b.id, a.id] });
    const { data } = await user.client.from('todo_lists').select('name').order('position');
    expect(data).toEqual([{ name: 'b' }, { name: 'a' }]);
  });
});

describe('first lists', () => {
  it('gives a new user one unshared first list on request, the same one each time', async () => {
    const user = await signUpNewUser(backend);
    const first = await user.client.rpc('ensure_todo_list');
    expect(first.error).toBeNull();
    expect((await user.client.rpc('ensure_todo_list')).data).toBe(first.data);
    const { data } = await user.client.from('todo_lists').select('id, name, share_id');
    expect(data).toEqual([{ id: first.data, name: null, share_id: null }]);
  });

  it('puts a to-do inserted without a list into the first list, shared as before', async () => {
    const user = await signUpNewUser(backend);
    await user.client.from('todos').insert({ title: 'old client' });
    const { data: lists } = await user.client.from('todo_lists').select('id, share_id');
    expect(lists).toHaveLength(1);
    const [list] = lists as { id: string; share_id: string }[];
    expect(list?.share_id).toMatch(SHARE_ID);
    const { data: todos } = await user.client.from('todos').select('list_id, share_id');
    expect(todos).toEqual([{ list_id: list?.id, share_id: list?.share_id }]);
  });

  it("refuses a to-do in another user's list", async () => {
    const list = await newList(owner, 'mine');
    const intruder = await signUpNewUser(backend);
    const { error } = await intruder.client
      .from('todos')
      .insert({ list_id: list.id, title: 'planted' });
    expect(error).not.toBeNull();
    const { data } = await service.from('todos').select('id').eq('list_id', list.id);
    expect(data).toEqual([]);
    expect((await intruder.client.from('todo_lists').select('id')).data).toEqual([]);
  });

  it('deletes a list together with its tasks', async () => {
    const list = await newList(owner, 'gone');
    const todo = await addTodo(owner, list.id, 'with it');
    expect((await owner.from('todo_lists').delete().eq('id', list.id)).error).toBeNull();
    expect((await service.from('todos').select('id').eq('id', todo.id)).data).toEqual([]);
  });
});

describe('guests', () => {
  it('keeps every list when a guest creates an account', async () => {
    const guest = await signInAsGuest(backend);
    const work = await newList(guest.client, '仕事');
    const home = await newList(guest.client, '家');
    await addTodo(guest.client, work.id, 'w');
    await addTodo(guest.client, home.id, 'h');
    const converted = await guest.client.auth.updateUser({
      email: uniqueEmail('guest-lists'),
      password: 'secret-123',
    });
    expect(converted.error).toBeNull();
    const { data } = await guest.client
      .from('todo_lists')
      .select('name, todos(title)')
      .order('position');
    expect(data).toEqual([
      { name: '仕事', todos: [{ title: 'w' }] },
      { name: '家', todos: [{ title: 'h' }] },
    ]);
  });

  it("purges a stale guest's lists and tasks with the guest", async () => {
    const guest = await signInAsGuest(backend);
    const list = await newList(guest.client, 'stale');
    await addTodo(guest.client, list.id, 'stale task');
    const link = (await sharing(guest.client, list.id, 'share')).data as string;
    await backend.database.query(
      `with u as (update auth.users set created_at = now() - interval '40 days',
         last_sign_in_at = now() - interval '31 days' where id = $1::uuid returning id)
       update auth.sessions set created_at = now() - interval '40 days',
         updated_at = now() - interval '31 days', refreshed_at = null
       where user_id = (select id from u)`,
      [guest.user.id],
    );
    expect((await service.rpc('purge_stale_guests')).error).toBeNull();
    expect((await service.from('todo_lists').select('id').eq('id', list.id)).data).toEqual([]);
    expect(await sharedList(link)).toBeNull();
    expect((await service.from('todo_lists').select('id').eq('user_id', ownerId)).data).not.toEqual(
      [],
    );
  });
});
