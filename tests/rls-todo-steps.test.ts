import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsGuest } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * Steps inside tasks (todo_steps), for every kind of caller: the owner and a collaborator by
 * the edit link add, tick, rename and delete them; another user, a guest who never joined, the
 * anon key and a view-link visitor neither read nor write them, nor add one to a task of a list
 * not theirs. A step always joins its task's list; a repeating task's next task gets its steps
 * unticked.
 */

const callers = useCallers();
let listId: string;
let otherListId: string;
let viewLink: string;
let byLink: SupabaseClient;
let taskId: string;

interface Step {
  id: string;
  todo_id: string;
  list_id: string;
  title: string;
  completed: boolean;
  position: number;
}

async function stepsOf(todoId: string) {
  const { data, error } = await callers.service
    .from('todo_steps')
    .select('id,todo_id,list_id,title,completed,position')
    .eq('todo_id', todoId)
    .order('position');
  if (error) throw error;
  return data as Step[];
}

const addStep = (client: SupabaseClient, title: string, todoId = taskId, list = listId) =>
  client.from('todo_steps').insert({ todo_id: todoId, list_id: list, title }).select().single();

beforeEach(async () => {
  const { owner, other, guest } = callers;
  const list = await owner.from('todo_lists').insert({ name: 'チーム' }).select().single();
  if (list.error) throw list.error;
  listId = (list.data as { id: string }).id;
  const others = await other.from('todo_lists').insert({ name: '別' }).select().single();
  if (others.error) throw others.error;
  otherListId = (others.data as { id: string }).id;
  const editLink = (
    await owner.rpc('set_todo_list_edit_link', { p_list_id: listId, p_action: 'share' })
  ).data as string;
  viewLink = (await owner.rpc('set_todo_list_sharing', { p_list_id: listId, p_action: 'share' }))
    .data as string;
  byLink = guest;
  expect(
    (await guest.rpc('join_todo_list', { p_edit_share_id: editLink, p_display_name: '田中' }))
      .error,
  ).toBeNull();
  const task = await owner
    .from('todos')
    .insert({ list_id: listId, title: '展示会の準備' })
    .select()
    .single();
  if (task.error) throw task.error;
  taskId = (task.data as { id: string }).id;
});

describe('people who edit the list', () => {
  it.each(['owner', 'collaborator by link'] as const)(
    '%s: add, tick, rename and delete steps, in order',
    async (who) => {
      const client = who === 'owner' ? callers.owner : byLink;
      for (const title of ['会場を予約', '資料を印刷', 'ノベルティを発注'])
        expect((await addStep(client, title)).error).toBeNull();
      const added = await stepsOf(taskId);
      expect(added.map((step) => [step.title, step.position, step.list_id])).toEqual([
        ['会場を予約', 0, listId],
        ['資料を印刷', 1, listId],
        ['ノベルティを発注', 2, listId],
      ]);
      const read = await client.from('todo_steps').select('id').eq('todo_id', taskId);
      expect(read.data).toHaveLength(3);
      expect(
        (await client.from('todo_steps').update({ completed: true }).eq('id', added[0]!.id)).error,
      ).toBeNull();
      expect(
        (
          await client
            .from('todo_steps')
            .update({ title: '資料を印刷（30部）' })
            .eq('id', added[1]!.id)
        ).error,
      ).toBeNull();
      expect((await client.from('todo_steps').delete().eq('id', added[2]!.id)).error).toBeNull();
      expect((await stepsOf(taskId)).map(({ title, completed }) => [title, completed])).toEqual([
        ['会場を予約', true],
        ['資料を印刷（30部）', false],
      ]);
    },
  );

  it('a step names its task; the list it claims is ignored, nor can it move', async () => {
    const { data, error } = await addStep(callers.owner, '会場を予約', taskId, otherListId);
    expect(error).toBeNull();
    expect((data as Step).list_id).toBe(listId);
    const move = await callers.owner
      .from('todo_steps')
      .update({ list_id: otherListId })
      .eq('id', (data as Step).id);
    expect(move.error?.code).toBe('42501');
    const retask = await callers.owner
      .from('todo_steps')
      .update({ todo_id: taskId })
      .eq('id', (data as Step).id);
    expect(retask.error?.code).toBe('42501');
  });

  it('a blank or overlong step is refused', async () => {
    expect((await addStep(callers.owner, '   ')).error?.code).toBe('23514');
    expect((await addStep(callers.owner, 'あ'.repeat(201))).error?.code).toBe('23514');
  });

  it('a repeating task’s next task gets its steps, unticked; deleting a task deletes its steps', async () => {
    await callers.owner
      .from('todos')
      .update({ repeat_rule: 'FREQ=DAILY', due_date: '2026-12-01' })
      .eq('id', taskId);
    await addStep(callers.owner, '会場を予約');
    await addStep(callers.owner, '資料を印刷');
    await callers.owner.from('todo_steps').update({ completed: true }).eq('todo_id', taskId);
    const ticked = await byLink
      .from('todos')
      .update({ completed: true })
      .eq('id', taskId)
      .select('repeated_as')
      .single();
    expect(ticked.error).toBeNull();
    const next = (ticked.data as { repeated_as: string }).repeated_as;
    expect((await stepsOf(next)).map(({ title, completed }) => [title, completed])).toEqual([
      ['会場を予約', false],
      ['資料を印刷', false],
    ]);
    expect((await callers.owner.from('todos').delete().eq('id', taskId)).error).toBeNull();
    expect(await stepsOf(taskId)).toEqual([]);
  });
});

describe('people who may not edit the list', () => {
  it.each(['other user', 'guest who never joined', 'anon key', 'view-link visitor'] as const)(
    '%s: cannot read, add, tick or delete steps',
    async (who) => {
      const { data: step } = await addStep(callers.owner, '会場を予約');
      const stepId = (step as Step).id;
      const client =
        who === 'other user'
          ? callers.other
          : who === 'guest who never joined'
            ? (await signInAsGuest(callers.backend)).client
            : callers.anon;
      if (who === 'view-link visitor') {
        const shared = await client.rpc('get_shared_todos', { p_share_id: viewLink });
        expect(JSON.stringify(shared.data ?? null)).not.toContain('会場を予約');
      }
      const read = await client.from('todo_steps').select('id').eq('todo_id', taskId);
      expect(read.data ?? []).toEqual([]);
      const added = await addStep(client, '勝手に追加');
      expect(added.error).not.toBeNull();
      const ticked = await client
        .from('todo_steps')
        .update({ completed: true })
        .eq('id', stepId)
        .select();
      expect(ticked.data ?? []).toEqual([]);
      await client.from('todo_steps').delete().eq('id', stepId);
      expect((await stepsOf(taskId)).map(({ title, completed }) => [title, completed])).toEqual([
        ['会場を予約', false],
      ]);
    },
  );

  it('the other user cannot add a step to a task of their own list that names another task', async () => {
    const { error } = await addStep(callers.other, '勝手に追加', taskId, otherListId);
    expect(error).not.toBeNull();
  });
});
