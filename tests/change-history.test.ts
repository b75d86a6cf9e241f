import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';

/**
 * The history of a list and of a poll (change-history migration): written by the database's
 * triggers whatever path a change takes, read under RLS by the owner and the members only,
 * never written through the API, and 「元に戻す」 for one's own latest change.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let ownerId: string;
let member: SupabaseClient;
let other: SupabaseClient;
/** A guest (anonymous sign-in) who is not in the list. */
let outsideGuest: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;

interface Entry {
  id: number;
  action: string;
  actor_name: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  undone_at: string | null;
  undo_of: number | null;
}

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, guest, otherUser, otherGuest] = await Promise.all([
    signUpNewUser(backend, { fullName: '鈴木 一郎' }),
    signInAsGuest(backend),
    signUpNewUser(backend),
    signInAsGuest(backend),
  ]);
  outsideGuest = otherGuest.client;
  owner = ownerUser.client;
  ownerId = ownerUser.user.id;
  member = guest.client;
  other = otherUser.client;
  anon = createTestClient(backend.url, backend.anonKey);
  service = createTestClient(backend.url, backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.close();
});

async function rpc<T>(client: SupabaseClient, name: string, args: Record<string, unknown> = {}) {
  const { data, error } = await client.rpc(name, args);
  if (error) throw error;
  return data as T;
}

async function historyOf(client: SupabaseClient, column: 'list_id' | 'schedule_id', id: string) {
  const { data, error } = await client
    .from('change_history')
    .select('id,action,actor_name,target_label,before,after,undone_at,undo_of')
    .eq(column, id)
    .order('id');
  if (error) throw error;
  return data as Entry[];
}

const summary = (entries: Entry[]) =>
  entries.map((entry) =>
    `${entry.actor_name ?? '-'}: ${entry.action} ${entry.target_label ?? ''}`.trim(),
  );

async function teamList() {
  const { data } = await owner.from('todo_lists').insert({ name: 'チーム' }).select().single();
  const listId = (data as { id: string }).id;
  const link = await rpc<string>(owner, 'set_todo_list_edit_link', {
    p_list_id: listId,
    p_action: 'share',
  });
  await rpc(member, 'join_todo_list', { p_edit_share_id: link, p_display_name: '佐藤' });
  return listId;
}

async function task(client: SupabaseClient, listId: string, title: string) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title })
    .select('id,revision')
    .single();
  if (error) throw error;
  return data as { id: string; revision: number };
}

describe('a list’s history', () => {
  it('records who did what, whatever the path, and only the list’s people read it', async () => {
    const listId = await teamList();
    const quote = await task(member, listId, '見積書を送付する');
    const room = await task(owner, listId, '会議室を予約する');
    await member.from('todos').update({ title: '見積書を再送する' }).eq('id', quote.id);
    await member.from('todos').update({ completed: true }).eq('id', quote.id);
    await owner
      .from('todos')
      .update({ description: '3階', due_date: '2030-01-10' })
      .eq('id', room.id);
    await rpc(member, 'reorder_todos', { p_list_id: listId, p_ids: [quote.id, room.id] });
    await owner.from('todo_lists').update({ name: '営業チーム' }).eq('id', listId);
    await member.from('todos').delete().eq('id', room.id);
    await rpc(owner, 'set_todo_list_sharing', { p_list_id: listId, p_action: 'share' });

    const entries = await historyOf(owner, 'list_id', listId);
    expect(summary(entries)).toEqual([
      '鈴木 一郎: edit_link_created',
      '佐藤: member_joined 佐藤',
      '佐藤: task_added 見積書を送付する',
      '鈴木 一郎: task_added 会議室を予約する',
      '佐藤: task_renamed 見積書を再送する',
      '佐藤: task_ticked 見積書を再送する',
      '鈴木 一郎: task_edited 会議室を予約する',
      '佐藤: task_moved 見積書を再送する',
      '鈴木 一郎: list_renamed 営業チーム',
      '佐藤: task_deleted 会議室を予約する',
      '鈴木 一郎: view_link_created',
    ]);
    expect(entries[4]).toMatchObject({
      before: { title: '見積書を送付する' },
      after: { title: '見積書を再送する' },
    });
    expect(entries[6]).toMatchObject({
      before: { description: null, due_date: null },
      after: { description: '3階', due_date: '2030-01-10' },
    });
    // The member reads the same history; nobody else reads any of it.
    expect(await historyOf(member, 'list_id', listId)).toEqual(entries);
    expect(await historyOf(other, 'list_id', listId)).toEqual([]);
    expect(await historyOf(outsideGuest, 'list_id', listId)).toEqual([]);
    const { data: byAnon } = await anon.from('change_history').select().eq('list_id', listId);
    expect(byAnon ?? []).toEqual([]);
  });

  it('a task moved to another list: each list says so without naming the other; steps are recorded with their task', async () => {
    const listId = await teamList();
    const { data: mine } = await owner
      .from('todo_lists')
      .insert({ name: '個人' })
      .select()
      .single();
    const personalId = (mine as { id: string }).id;
    const quote = await task(owner, listId, '見積書を送付する');
    const { data: step, error } = await member
      .from('todo_steps')
      .insert({ todo_id: quote.id, list_id: listId, title: '金額を確認' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const stepId = (step as { id: string }).id;
    await member.from('todo_steps').update({ title: '金額と納期を確認' }).eq('id', stepId);
    await member.from('todo_steps').update({ completed: true }).eq('id', stepId);
    await member.from('todo_steps').update({ position: 3 }).eq('id', stepId);
    await rpc(owner, 'move_todo', { p_todo_id: quote.id, p_list_id: personalId });
    await owner.from('todo_steps').delete().eq('id', stepId);

    const team = await historyOf(member, 'list_id', listId);
    expect(summary(team).slice(2)).toEqual([
      '鈴木 一郎: task_added 見積書を送付する',
      '佐藤: step_added 金額を確認',
      '佐藤: step_renamed 金額と納期を確認',
      '佐藤: step_ticked 金額と納期を確認',
      '鈴木 一郎: task_moved_out 見積書を送付する',
    ]);
    expect(team[3]).toMatchObject({ after: { task: '見積書を送付する' } });
    expect(team[4]).toMatchObject({ before: { title: '金額を確認' } });
    expect(JSON.stringify(team)).not.toContain('個人');
    // The other list: the task arrived, then its step was deleted; its members alone read it.
    const personal = await historyOf(owner, 'list_id', personalId);
    expect(summary(personal)).toEqual([
      '鈴木 一郎: task_moved_in 見積書を送付する',
      '鈴木 一郎: step_deleted 金額と納期を確認',
    ]);
    expect(JSON.stringify(personal)).not.toContain('チーム');
    expect(await historyOf(member, 'list_id', personalId)).toEqual([]);
    // Steps deleted with their task leave the task's entry only.
    const room = await task(owner, personalId, '会議室を予約する');
    await owner.from('todo_steps').insert({ todo_id: room.id, list_id: personalId, title: '3階' });
    await owner.from('todos').delete().eq('id', room.id);
    expect(summary(await historyOf(owner, 'list_id', personalId)).slice(2)).toEqual([
      '鈴木 一郎: task_added 会議室を予約する',
      '鈴木 一郎: step_added 3階',
      '鈴木 一郎: task_deleted 会議室を予約する',
    ]);
  });

  it('nobody writes the history through the API', async () => {
    const listId = await teamList();
    for (const client of [owner, member, other, outsideGuest, anon]) {
      const planted = await client
        .from('change_history')
        .insert({ list_id: listId, action: 'task_added', target_label: '偽の記録' });
      expect(planted.error).not.toBeNull();
      await client.from('change_history').update({ actor_name: 'x' }).eq('list_id', listId);
      await client.from('change_history').delete().eq('list_id', listId);
    }
    expect(summary(await historyOf(owner, 'list_id', listId))).toEqual([
      '鈴木 一郎: edit_link_created',
      '佐藤: member_joined 佐藤',
    ]);
  });

  it('a removed member and one who left are recorded; their reads end', async () => {
    const listId = await teamList();
    const memberId = (await member.auth.getUser()).data.user!.id;
    await owner.from('todo_list_members').delete().eq('list_id', listId).eq('user_id', memberId);
    expect(await historyOf(member, 'list_id', listId)).toEqual([]);
    expect(summary(await historyOf(owner, 'list_id', listId)).at(-1)).toBe(
      '鈴木 一郎: member_removed 佐藤',
    );
  });
});

describe('「元に戻す」', () => {
  it('undoes one’s own latest change, and nothing else', async () => {
    const listId = await teamList();
    const quote = await task(member, listId, '見積書を送付する');
    await member.from('todos').update({ title: '見積書を再送する' }).eq('id', quote.id);
    await owner.from('todos').update({ completed: true }).eq('id', quote.id);
    const entries = await historyOf(owner, 'list_id', listId);
    const rename = entries.find((entry) => entry.action === 'task_renamed')!;
    const tick = entries.find((entry) => entry.action === 'task_ticked')!;
    const added = entries.find((entry) => entry.action === 'task_added')!;

    // Not someone else's, not one's own earlier one.
    expect((await member.rpc('undo_change', { p_id: tick.id })).error?.code).toBe('PT404');
    expect((await member.rpc('undo_change', { p_id: added.id })).error?.hint).toBe(
      'undo_not_latest',
    );
    expect((await other.rpc('undo_change', { p_id: rename.id })).error?.code).toBe('PT404');

    // The member's latest: the rename. Undone, recorded, and marked.
    expect((await member.rpc('undo_change', { p_id: rename.id })).error).toBeNull();
    const { data: after } = await owner.from('todos').select('title,completed').eq('id', quote.id);
    expect(after).toEqual([{ title: '見積書を送付する', completed: true }]);
    const again = await historyOf(owner, 'list_id', listId);
    expect(again.find((entry) => entry.id === rename.id)?.undone_at).not.toBeNull();
    expect(again.at(-1)).toMatchObject({ action: 'task_renamed', undo_of: rename.id });
    // Twice is refused.
    expect((await member.rpc('undo_change', { p_id: rename.id })).error?.hint).toBe(
      'undo_not_latest',
    );
  });

  it('refuses when the task was changed since by someone else', async () => {
    const listId = await teamList();
    const quote = await task(member, listId, '見積書を送付する');
    await member.from('todos').update({ title: '見積書を再送する' }).eq('id', quote.id);
    await owner.from('todos').update({ title: '見積書を郵送する' }).eq('id', quote.id);
    const rename = (await historyOf(member, 'list_id', listId)).find(
      (entry) => entry.action === 'task_renamed' && entry.actor_name === '佐藤',
    )!;
    const refused = await member.rpc('undo_change', { p_id: rename.id });
    expect(refused.error?.hint).toBe('undo_conflict');
    const { data } = await owner.from('todos').select('title').eq('id', quote.id);
    expect(data).toEqual([{ title: '見積書を郵送する' }]);
  });

  it('brings back a deleted task and undoes a reorder', async () => {
    const listId = await teamList();
    const one = await task(owner, listId, '一');
    const two = await task(owner, listId, '二');
    await rpc(owner, 'reorder_todos', { p_list_id: listId, p_ids: [one.id, two.id] });
    const order = async () =>
      ((await owner.from('todos').select('title').eq('list_id', listId).order('position')).data ??
        []) as { title: string }[];
    expect(await order()).toEqual([{ title: '一' }, { title: '二' }]);
    const moved = (await historyOf(owner, 'list_id', listId)).at(-1)!;
    expect(moved.action).toBe('task_moved');
    expect((await owner.rpc('undo_change', { p_id: moved.id })).error).toBeNull();
    expect(await order()).toEqual([{ title: '二' }, { title: '一' }]);

    await owner.from('todos').delete().eq('id', one.id);
    const deleted = (await historyOf(owner, 'list_id', listId)).at(-1)!;
    expect(deleted.action).toBe('task_deleted');
    expect((await owner.rpc('undo_change', { p_id: deleted.id })).error).toBeNull();
    expect(await order()).toEqual([{ title: '二' }, { title: '一' }]);
  });
});

describe('a poll’s history', () => {
  it('records answers added, changed and deleted, and settings; the owner alone reads it', async () => {
    const { data: schedule } = await owner
      .from('schedules')
      .insert({ user_id: ownerId, title: '定例会' })
      .select()
      .single();
    const { id: scheduleId, share_id: shareId } = schedule as { id: string; share_id: string };
    const { data: option } = await owner
      .from('schedule_options')
      .insert({ schedule_id: scheduleId, date_time: '2030-04-01T10:00:00+09:00' })
      .select()
      .single();
    const optionId = (option as { id: string }).id;
    const saved = await rpc<{ respondent_id: string }>(anon, 'save_schedule_answer', {
      p_share_id: shareId,
      p_respondent_name: '田中',
      p_respondent_email: '',
      p_comment: '',
      p_answers: [{ option_id: optionId, availability: 'yes' }],
      p_respondent_key: 'a-browser-key-0000',
    });
    await rpc(anon, 'save_schedule_answer', {
      p_share_id: shareId,
      p_respondent_name: '田中',
      p_respondent_email: null,
      p_comment: '遅れます',
      p_answers: [{ option_id: optionId, availability: 'maybe' }],
      p_respondent_key: 'a-browser-key-0000',
      p_respondent_id: saved.respondent_id,
    });
    await owner.from('schedules').update({ title: '定例会（4月）' }).eq('id', scheduleId);
    await owner.from('schedule_answers').delete().eq('respondent_id', saved.respondent_id);

    const entries = await historyOf(owner, 'schedule_id', scheduleId);
    expect(summary(entries)).toEqual([
      '鈴木 一郎: option_added 2030-04-01 10:00',
      '田中: answer_added 田中',
      '田中: answer_changed 田中',
      '鈴木 一郎: poll_changed 定例会（4月）',
      '鈴木 一郎: answer_deleted 田中',
    ]);
    expect(entries[2]).toMatchObject({
      before: { name: '田中', comment: null, answers: { [optionId]: 'yes' } },
      after: { name: '田中', comment: '遅れます', answers: { [optionId]: 'maybe' } },
    });
    for (const client of [member, other, outsideGuest, anon])
      expect(
        ((await client.from('change_history').select().eq('schedule_id', scheduleId)).data ??
          []) as unknown[],
      ).toEqual([]);

    // The owner's latest change, the deletion, is undone: the answer is back.
    expect((await owner.rpc('undo_change', { p_id: entries[4]!.id })).error).toBeNull();
    const { data: back } = await service
      .from('schedule_answers')
      .select('respondent_name,availability,comment')
      .eq('respondent_id', saved.respondent_id);
    expect(back).toEqual([{ respondent_name: '田中', availability: 'maybe', comment: '遅れます' }]);
  });
});
