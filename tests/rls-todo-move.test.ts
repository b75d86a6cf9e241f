import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsGuest } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * Moving a task to another list (move_todo), for every kind of caller. The owner moves between
 * their own lists and into a list they joined; a collaborator by the edit link moves from the
 * joined list into their own; the task keeps its steps and takes the new list's owner. Nobody
 * moves a task out of, or into, a list they may not edit; the anon key may not call it.
 */

const callers = useCallers();
let listA: string;
let listB: string;
let othersList: string;
let taskId: string;
let byLink: SupabaseClient;
let byLinkList: string;

async function newList(client: SupabaseClient, name: string) {
  const { data, error } = await client.from('todo_lists').insert({ name }).select().single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function taskRow(id = taskId) {
  const { data, error } = await callers.service
    .from('todos')
    .select('list_id,user_id,title,completed,position')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as { list_id: string; user_id: string; title: string; completed: boolean };
}

const move = (client: SupabaseClient, toList: string, id = taskId) =>
  client.rpc('move_todo', { p_todo_id: id, p_list_id: toList });

beforeEach(async () => {
  listA = await newList(callers.owner, '営業');
  listB = await newList(callers.owner, '総務');
  othersList = await newList(callers.other, '別の方のリスト');
  const task = await callers.owner
    .from('todos')
    .insert({ list_id: listA, title: '見積書を送付する', completed: true })
    .select()
    .single();
  if (task.error) throw task.error;
  taskId = (task.data as { id: string }).id;
  await callers.owner.from('todo_steps').insert({ todo_id: taskId, list_id: listA, title: '押印' });
  // A guest joins list B by its edit link, and has a list of their own.
  const editLink = (
    await callers.owner.rpc('set_todo_list_edit_link', { p_list_id: listB, p_action: 'share' })
  ).data as string;
  byLink = (await signInAsGuest(callers.backend)).client;
  expect(
    (await byLink.rpc('join_todo_list', { p_edit_share_id: editLink, p_display_name: '田中' }))
      .error,
  ).toBeNull();
  byLinkList = await newList(byLink, '田中のリスト');
});

describe('people who edit both lists', () => {
  it('the owner moves a task between their lists: steps and tick go with it', async () => {
    expect((await move(callers.owner, listB)).error).toBeNull();
    expect(await taskRow()).toMatchObject({
      list_id: listB,
      title: '見積書を送付する',
      completed: true,
    });
    const steps = await callers.service.from('todo_steps').select('list_id').eq('todo_id', taskId);
    expect(steps.data).toEqual([{ list_id: listB }]);
    // Moving it to the list it is in changes nothing.
    expect((await move(callers.owner, listB)).error).toBeNull();
    expect((await taskRow()).list_id).toBe(listB);
  });

  it('a collaborator by link moves a task from the joined list into their own list', async () => {
    expect((await move(callers.owner, listB)).error).toBeNull();
    expect((await move(byLink, byLinkList)).error).toBeNull();
    const row = await taskRow();
    expect(row.list_id).toBe(byLinkList);
    // The task now belongs to the new list's owner: the former list's owner no longer reads it.
    const read = await callers.owner.from('todos').select('id').eq('id', taskId);
    expect(read.data).toEqual([]);
    const theirs = await byLink.from('todos').select('id').eq('id', taskId);
    expect(theirs.data).toHaveLength(1);
  });
});

describe('people who may not edit one of the lists', () => {
  it('the collaborator cannot move a task out of a list they do not edit', async () => {
    const { error } = await move(byLink, byLinkList);
    expect(error?.code).toBe('PT404');
    expect((await taskRow()).list_id).toBe(listA);
  });

  it('the owner cannot move a task into another user’s list', async () => {
    const { error } = await move(callers.owner, othersList);
    expect(error?.code).toBe('PT404');
    expect((await taskRow()).list_id).toBe(listA);
  });

  it.each(['other user', 'guest who never joined', 'anon key'] as const)(
    '%s: cannot move the task anywhere',
    async (who) => {
      const client =
        who === 'other user'
          ? callers.other
          : who === 'guest who never joined'
            ? (await signInAsGuest(callers.backend)).client
            : callers.anon;
      const target = who === 'other user' ? othersList : listB;
      const { error } = await move(client, target);
      expect(error).not.toBeNull();
      expect((await taskRow()).list_id).toBe(listA);
    },
  );
});
