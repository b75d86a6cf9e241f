import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsGuest } from './helpers/backend.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * Reminders at a chosen time (todos.remind_at) through the API, for every kind of caller: the
 * owner and a collaborator by the edit link set, change and clear one; nobody writes who set it
 * (reminder_by) or calls the trigger functions; another user, a guest who never joined, the anon
 * key and a view-link visitor neither read nor set a reminder, and the view link's data holds
 * none.
 */

const callers = useCallers();
let listId: string;
let viewLink: string;

const FUTURE = new Date(Date.now() + 3 * 86_400_000);
FUTURE.setUTCSeconds(0, 0);
const LATER = new Date(FUTURE.getTime() + 3_600_000);

async function addTask(client: SupabaseClient, fields: Record<string, unknown> = {}) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title: '請求書を発行する', ...fields })
    .select('id, remind_at')
    .single();
  if (error) throw error;
  return data as { id: string; remind_at: string | null };
}

async function stored(id: string) {
  const { data, error } = await callers.service
    .from('todos')
    .select('remind_at, reminder_by')
    .eq('id', id)
    .single();
  if (error) throw error;
  const row = data as { remind_at: string | null; reminder_by: string | null };
  return {
    remind_at: row.remind_at && new Date(row.remind_at).toISOString(),
    reminder_by: row.reminder_by,
  };
}

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
  const joined = await guest.rpc('join_todo_list', {
    p_edit_share_id: editLink,
    p_display_name: '田中',
  });
  expect(joined.error).toBeNull();
});

describe('people who edit the list', () => {
  it.each(['owner', 'collaborator by link'] as const)(
    '%s: sets, reads, changes and clears a reminder, remembered as theirs',
    async (who) => {
      const client = who === 'owner' ? callers.owner : callers.guest;
      const id = who === 'owner' ? callers.ownerId : callers.guestId;
      const task = await addTask(client, { remind_at: FUTURE.toISOString() });
      expect(await stored(task.id)).toEqual({ remind_at: FUTURE.toISOString(), reminder_by: id });
      const read = await client.from('todos').select('remind_at').eq('id', task.id).single();
      expect(new Date((read.data as { remind_at: string }).remind_at)).toEqual(FUTURE);
      const moved = await client
        .from('todos')
        .update({ remind_at: LATER.toISOString() })
        .eq('id', task.id);
      expect(moved.error).toBeNull();
      expect((await stored(task.id)).remind_at).toBe(LATER.toISOString());
      const cleared = await client.from('todos').update({ remind_at: null }).eq('id', task.id);
      expect(cleared.error).toBeNull();
      expect(await stored(task.id)).toEqual({ remind_at: null, reminder_by: null });
    },
  );

  it('nobody writes reminder_by, nor calls the trigger functions', async () => {
    const task = await addTask(callers.owner, { remind_at: FUTURE.toISOString() });
    const set = await callers.owner
      .from('todos')
      .update({ reminder_by: callers.otherId })
      .eq('id', task.id);
    expect(set.error?.code).toBe('42501');
    const added = await callers.owner
      .from('todos')
      .insert({ list_id: listId, title: 'x', reminder_by: callers.otherId });
    expect(added.error?.code).toBe('42501');
    for (const client of [callers.owner, callers.anon]) {
      for (const name of [
        'todos_reminder_set',
        'todos_reminder_mail',
        'todos_carry_reminder',
        'todo_reminder_recipient',
      ]) {
        expect((await client.rpc(name)).error).not.toBeNull();
      }
    }
  });
});

describe('people who may not edit the list', () => {
  it.each(['other user', 'guest who never joined', 'anon key', 'view-link visitor'] as const)(
    '%s: neither reads nor sets a reminder',
    async (who) => {
      const task = await addTask(callers.owner, { remind_at: FUTURE.toISOString() });
      const client =
        who === 'other user'
          ? callers.other
          : who === 'guest who never joined'
            ? (await signInAsGuest(callers.backend)).client
            : callers.anon;
      if (who === 'view-link visitor') {
        for (const name of ['get_shared_todos', 'get_shared_todo_list']) {
          const { data } = await client.rpc(name, { p_share_id: viewLink });
          expect(JSON.stringify(data ?? null)).toContain('請求書を発行する');
          expect(JSON.stringify(data ?? null)).not.toContain('remind');
        }
      }
      const read = await client.from('todos').select('remind_at').eq('id', task.id);
      expect(read.data ?? []).toEqual([]);
      const changed = await client
        .from('todos')
        .update({ remind_at: LATER.toISOString() })
        .eq('id', task.id)
        .select();
      expect(changed.data ?? []).toEqual([]);
      const cleared = await client
        .from('todos')
        .update({ remind_at: null })
        .eq('id', task.id)
        .select();
      expect(cleared.data ?? []).toEqual([]);
      expect(await stored(task.id)).toEqual({
        remind_at: FUTURE.toISOString(),
        reminder_by: callers.ownerId,
      });
    },
  );

  it('todo_shift_reminder is not for the anon key', async () => {
    const { error } = await callers.anon.rpc('todo_shift_reminder', {
      p_remind_at: FUTURE.toISOString(),
      p_from: '2026-12-01',
      p_to: '2026-12-08',
    });
    expect(error).not.toBeNull();
  });
});
