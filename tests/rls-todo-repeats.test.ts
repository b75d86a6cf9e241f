import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsGuest } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * Repeating tasks through the API, for every kind of caller: the owner and a collaborator by
 * the edit link set a rule and tick (the next task is made once, however often the tick
 * arrives); another user, a guest who never joined, the anon key and a view-link visitor can
 * neither read nor set a rule nor make a next task; nobody sets `repeated_as` or calls the
 * trigger function; the column refuses a rule the page would refuse.
 */

const callers = useCallers();
let listId: string;
let viewLink: string;
let byLink: SupabaseClient;

interface Task {
  id: string;
  title: string;
  completed: boolean;
  due_date: string | null;
  repeat_rule: string | null;
  repeated_as: string | null;
  revision: number;
}

const WEEKLY_MO_TH = 'FREQ=WEEKLY;BYDAY=MO,TH';

async function addTask(client: SupabaseClient, fields: Record<string, unknown>) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title: '週報を提出', ...fields })
    .select()
    .single();
  if (error) throw error;
  return data as Task;
}

async function tasks() {
  const { data, error } = await callers.service
    .from('todos')
    .select('id,title,completed,due_date,repeat_rule,repeated_as,revision')
    .eq('list_id', listId)
    .order('due_date');
  if (error) throw error;
  return data as Task[];
}

const tick = (client: SupabaseClient, task: Pick<Task, 'id'>, completed = true) =>
  client.from('todos').update({ completed }).eq('id', task.id).select();

beforeEach(async () => {
  const { owner, guest } = callers;
  const { data, error } = await owner
    .from('todo_lists')
    .insert({ name: 'チーム' })
    .select()
    .single();
  if (error) throw error;
  listId = (data as { id: string }).id;
  const editLink = (
    await owner.rpc('set_todo_list_edit_link', { p_list_id: listId, p_action: 'share' })
  ).data as string;
  viewLink = (await owner.rpc('set_todo_list_sharing', { p_list_id: listId, p_action: 'share' }))
    .data as string;
  byLink = guest;
  const joined = await guest.rpc('join_todo_list', {
    p_edit_share_id: editLink,
    p_display_name: '田中',
  });
  expect(joined.error).toBeNull();
});

describe('people who edit the list', () => {
  it.each(['owner', 'collaborator by link'] as const)(
    '%s: a tick makes the next task once, however often it arrives',
    async (who) => {
      const client = who === 'owner' ? callers.owner : byLink;
      const task = await addTask(client, { due_date: '2026-12-03', repeat_rule: WEEKLY_MO_TH });
      expect(task.repeat_rule).toBe(WEEKLY_MO_TH);
      // The tick, then the same tick replayed (an offline write sent again), then untick and
      // tick again: one next task, due on the rule's next day after the due date (Thursday →
      // Monday).
      for (const completed of [true, true, false, true]) {
        const { error } = await tick(client, task, completed);
        expect(error).toBeNull();
      }
      const after = await tasks();
      expect(after.map(({ due_date, completed }) => ({ due_date, completed }))).toEqual([
        { due_date: '2026-12-03', completed: true },
        { due_date: '2026-12-07', completed: false },
      ]);
      expect(after[0]!.repeated_as).toBe(after[1]!.id);
      expect(after[1]).toMatchObject({ title: '週報を提出', repeat_rule: WEEKLY_MO_TH });
      // The new task is theirs to read and tick like any other task of the list.
      const next = await client.from('todos').select('id').eq('id', after[1]!.id);
      expect(next.data).toHaveLength(1);
      expect((await tick(client, after[1]!)).error).toBeNull();
      expect((await tasks()).map((row) => row.due_date)).toEqual([
        '2026-12-03',
        '2026-12-07',
        '2026-12-10',
      ]);
    },
  );

  it('a rule the page would refuse is refused by the column', async () => {
    for (const rule of ['FREQ=MONTHLY;BYMONTHDAY=31', 'FREQ=WEEKLY;BYDAY=WE,MO', 'COUNT=3']) {
      const { error } = await callers.owner
        .from('todos')
        .insert({ list_id: listId, title: 'x', repeat_rule: rule });
      expect(error?.code).toBe('23514');
    }
  });

  it('a change of the rule based on an older revision is refused as a conflict', async () => {
    const task = await addTask(callers.owner, {
      due_date: '2026-12-01',
      repeat_rule: 'FREQ=DAILY',
    });
    const first = await callers.owner
      .from('todos')
      .update({ repeat_rule: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', base_revision: task.revision })
      .eq('id', task.id)
      .select();
    expect(first.error).toBeNull();
    const second = await byLink
      .from('todos')
      .update({ repeat_rule: null, base_revision: task.revision })
      .eq('id', task.id)
      .select();
    expect(second.error).not.toBeNull();
  });

  it('nobody sets repeated_as, nor calls the trigger function', async () => {
    const task = await addTask(callers.owner, {
      repeat_rule: 'FREQ=DAILY',
      due_date: '2026-12-01',
    });
    const set = await callers.owner
      .from('todos')
      .update({ repeated_as: task.id })
      .eq('id', task.id);
    expect(set.error?.code).toBe('42501');
    const call = await callers.owner.rpc('todos_repeat');
    expect(call.error).not.toBeNull();
  });
});

describe('people who may not edit the list', () => {
  it.each(['other user', 'guest who never joined', 'anon key', 'view-link visitor'] as const)(
    '%s: cannot read, set a rule or tick into a next task',
    async (who) => {
      const task = await addTask(callers.owner, {
        due_date: '2026-12-01',
        repeat_rule: 'FREQ=DAILY',
      });
      const client =
        who === 'other user'
          ? callers.other
          : who === 'guest who never joined'
            ? (await signInAsGuest(callers.backend)).client
            : callers.anon;
      if (who === 'view-link visitor') {
        const { data } = await client.rpc('get_shared_todos', { p_share_id: viewLink });
        expect(JSON.stringify(data ?? null)).not.toContain('repeated_as');
      }
      const read = await client.from('todos').select('id').eq('id', task.id);
      expect(read.data ?? []).toEqual([]);
      const change = await client
        .from('todos')
        .update({ repeat_rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1' })
        .eq('id', task.id)
        .select();
      expect(change.data ?? []).toEqual([]);
      const ticked = await tick(client, task);
      expect(ticked.data ?? []).toEqual([]);
      expect(await tasks()).toEqual([
        expect.objectContaining({ id: task.id, completed: false, repeat_rule: 'FREQ=DAILY' }),
      ]);
    },
  );

  it('todo_next_due is not for the anon key', async () => {
    const { error } = await callers.anon.rpc('todo_next_due', {
      p_rule: 'FREQ=DAILY',
      p_due: '2026-12-01',
      p_ticked: '2026-12-01',
    });
    expect(error).not.toBeNull();
  });
});
