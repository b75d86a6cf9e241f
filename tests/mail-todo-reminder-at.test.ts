import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, tokyoDateString } from '../src/lib/dates.ts';
import { signInAsGuest, signUpNewUser, type TestUser } from './helpers/backend.ts';
import { useFileBackend } from './helpers/callers.ts';

/**
 * A reminder at a chosen time per task, through the API and the mail sender: the mail leaves
 * at that minute and not before, to the task's assignee or else to whoever set the reminder,
 * in their language, under their unsubscribe rules; a reminder changed, cleared, ticked or
 * deleted before its time sends nothing; a repeating task carries it to its next task, shifted
 * with the due date; a reminder in the past is refused. And a queued assignee's mail is
 * cancelled when its task is deleted or given to someone else first.
 *
 * The database checks reminders against the real clock, so the days here are two and more days
 * ahead of today (Japan time); the sender is run with its clock set to the minute tested.
 */

const ctx = useFileBackend();
let owner: TestUser;
let member: TestUser;
let guest: SupabaseClient;
let guestId: string;
let listId: string;

const DAY = addDays(tokyoDateString(), 2);
const at = (time: string, day = DAY) => `${day}T${time}:00+09:00`;

const mailsTo = (address: string) => ctx.backend.mailbox.list(address);
const send = (now: string) => ctx.backend.sendNotifications(new Date(now).toISOString());

async function addTask(client: SupabaseClient, fields: Record<string, unknown> = {}) {
  const { data, error } = await client
    .from('todos')
    .insert({ list_id: listId, title: '見積書を送付する', due_date: DAY, ...fields })
    .select('id, revision, remind_at')
    .single();
  if (error) throw error;
  return data as { id: string; revision: number; remind_at: string | null };
}

const change = (client: SupabaseClient, id: string, fields: Record<string, unknown>) =>
  client.from('todos').update(fields).eq('id', id).select('id, remind_at');

interface OutboxRow {
  status: string;
  recipient: string;
  send_after: string | Date;
  last_error: string | null;
}

async function outbox(kind: string) {
  const { rows } = await ctx.backend.database.query(
    `select status, recipient, send_after, last_error from public.mail_outbox
     where kind = $1 and recipient in ($2, $3) order by created_at`,
    [kind, owner.email, member.email],
  );
  return (rows as unknown as OutboxRow[]).map((row) => ({
    ...row,
    send_after: new Date(row.send_after).toISOString(),
  }));
}

beforeEach(async () => {
  [owner, member] = await Promise.all([
    signUpNewUser(ctx.backend, { fullName: '山田 太郎' }),
    signUpNewUser(ctx.backend, { fullName: '鈴木 一郎' }),
  ]);
  const list = await owner.client
    .from('todo_lists')
    .insert({ name: '営業チーム' })
    .select()
    .single();
  if (list.error) throw list.error;
  listId = (list.data as { id: string }).id;
  await owner.client.from('todo_list_invitations').insert({ list_id: listId, email: member.email });
  const [invitation] = (await member.client.rpc('list_my_todo_invitations')).data as {
    id: string;
  }[];
  await member.client.rpc('answer_todo_invitation', {
    p_invitation_id: invitation!.id,
    p_accept: true,
  });
  const editLink = (
    await owner.client.rpc('set_todo_list_edit_link', { p_list_id: listId, p_action: 'share' })
  ).data as string;
  const signedIn = await signInAsGuest(ctx.backend);
  guest = signedIn.client;
  guestId = signedIn.user.id;
  await guest.rpc('join_todo_list', { p_edit_share_id: editLink, p_display_name: '田中' });
  // The invitation's own mail is sent and put aside.
  await send(new Date().toISOString());
  for (const user of [owner, member])
    ctx.backend.mailbox.delete(mailsTo(user.email).map((mail) => mail.id));
});

afterEach(async () => {
  await ctx.backend.database.query(
    `update public.mail_outbox set status = 'cancelled' where status in ('pending', 'sending')`,
  );
});

describe('a reminder at 15:00', () => {
  it('is mailed at 15:00 and not at 14:59, once, to whoever set it', async () => {
    const task = await addTask(owner.client, { remind_at: at('15:00') });
    expect(new Date(task.remind_at!).toISOString()).toBe(new Date(at('15:00')).toISOString());
    await send(at('14:59'));
    expect(mailsTo(owner.email)).toEqual([]);
    await send(at('15:00'));
    await send(at('15:01'));
    const [mail, ...more] = mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mailsTo(member.email)).toEqual([]);
    const [, month, day] = DAY.split('-').map(Number);
    expect(mail?.subject).toMatch(
      new RegExp(`^【ToDo】リマインダー：「見積書を送付する」（${month}月${day}日\\(.\\) 15:00）$`),
    );
    expect(mail?.text).toContain('山田 太郎様');
    expect(mail?.text).toContain(
      'ToDoリストのタスクに設定されたリマインダーの時刻になりましたので、お知らせいたします。',
    );
    expect(mail?.text).toContain('■営業チーム');
    expect(mail?.text).toContain('・タスク：見積書を送付する');
    expect(mail?.text).toMatch(/リマインダー：\d{4}年\d+月\d+日\(.\) 15:00/);
    expect(mail?.text).toContain(`http://localhost:5173/todo-share?list=${listId}`);
    expect(mail?.text).toMatch(/unsubscribe\?token=/);
  });

  it('goes to the assignee, in their language; seconds are dropped', async () => {
    await member.client.from('mail_settings').insert({ user_id: member.user.id, language: 'en' });
    const task = await addTask(owner.client, { assignee_id: member.user.id });
    await send(new Date().toISOString());
    ctx.backend.mailbox.delete(mailsTo(member.email).map((mail) => mail.id));
    const { data, error } = await change(owner.client, task.id, {
      remind_at: `${DAY}T15:00:42+09:00`,
    });
    expect(error).toBeNull();
    expect(new Date((data as { remind_at: string }[])[0]!.remind_at).toISOString()).toBe(
      new Date(at('15:00')).toISOString(),
    );
    await send(at('15:00'));
    expect(mailsTo(owner.email)).toEqual([]);
    const [mail] = mailsTo(member.email);
    expect(mail?.subject).toMatch(
      /^To-do reminder: "見積書を送付する" \(\w{3}, \w{3} \d+, 15:00\)$/,
    );
    expect(mail?.text).toContain('It is time for the reminder set on a task of a to-do list.');
  });

  it('set by a guest on a task nobody has: nobody to mail, nothing queued', async () => {
    await addTask(guest, { remind_at: at('15:00') });
    const { rows } = await ctx.backend.database.query(
      `select 1 from public.mail_outbox o join public.todos t on t.id = o.subject_id
       where o.kind = 'todo_task_reminder' and t.reminder_by = $1`,
      [guestId],
    );
    expect(rows).toEqual([]);
  });

  it('moved to 16:00: sent at 16:00 only; cleared, ticked or deleted: never sent', async () => {
    const moved = await addTask(owner.client, { title: '移動', remind_at: at('15:00') });
    expect((await change(owner.client, moved.id, { remind_at: at('16:00') })).error).toBeNull();
    const cleared = await addTask(owner.client, { title: '解除', remind_at: at('15:00') });
    expect((await change(owner.client, cleared.id, { remind_at: null })).error).toBeNull();
    const ticked = await addTask(owner.client, { title: '完了', remind_at: at('15:00') });
    expect((await change(owner.client, ticked.id, { completed: true })).error).toBeNull();
    const deleted = await addTask(owner.client, { title: '削除', remind_at: at('15:00') });
    expect((await owner.client.from('todos').delete().eq('id', deleted.id)).error).toBeNull();
    await send(at('15:00'));
    expect(mailsTo(owner.email)).toEqual([]);
    await send(at('16:00'));
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('「移動」'),
    ]);
    expect((await outbox('todo_task_reminder')).map((row) => row.last_error).sort()).toEqual([
      null,
      'the reminder was cleared',
      'the task or its reminder changed',
      'the task was deleted',
      'the task was done',
    ]);
  });

  it('unsubscribed from reminders: not sent', async () => {
    await ctx.backend.database.query(
      `insert into public.mail_suppressions (address_key, kind)
       values (public.mail_address_key($1), 'todo_task_reminder')`,
      [owner.email],
    );
    await addTask(owner.client, { remind_at: at('15:00') });
    await send(at('15:00'));
    expect(mailsTo(owner.email)).toEqual([]);
    const { data } = await owner.client.rpc('my_mail_suppressions');
    expect(data).toEqual(['todo_task_reminder']);
  });

  it('a reminder in the past is refused with a clear message', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const added = await owner.client
      .from('todos')
      .insert({ list_id: listId, title: 'x', remind_at: past });
    expect(added.error).toMatchObject({ code: '23514', hint: 'todo_reminder_past' });
    expect(added.error?.message).toBe("the reminder's time has already passed");
    const task = await addTask(owner.client);
    const changed = await change(owner.client, task.id, { remind_at: past });
    expect(changed.error).toMatchObject({ code: '23514', hint: 'todo_reminder_past' });
  });

  it('a change of the reminder based on an older revision is refused as a conflict', async () => {
    const task = await addTask(owner.client);
    const first = await change(member.client, task.id, {
      remind_at: at('15:00'),
      base_revision: task.revision,
    });
    expect(first.error).toBeNull();
    const second = await change(owner.client, task.id, {
      remind_at: at('16:00'),
      base_revision: task.revision,
    });
    expect(second.error?.hint).toBe('revision_conflict');
  });
});

describe('a repeating task ticked done', () => {
  it.each([
    // rule, due, reminder, next due, next reminder
    ['FREQ=DAILY', DAY, at('15:00'), addDays(DAY, 1), at('15:00', addDays(DAY, 1))],
    // The day before the due date, at 18:00: the day before the next one.
    [
      'FREQ=DAILY;INTERVAL=2',
      DAY,
      at('18:00', addDays(DAY, -1)),
      addDays(DAY, 2),
      at('18:00', addDays(DAY, 1)),
    ],
    // Two days after the due date.
    [
      'FREQ=DAILY;INTERVAL=7',
      DAY,
      at('08:30', addDays(DAY, 2)),
      addDays(DAY, 7),
      at('08:30', addDays(DAY, 9)),
    ],
  ])(
    '%s: the next task carries the reminder, shifted with the due date',
    async (rule, due, remind, nextDue, nextRemind) => {
      const task = await addTask(owner.client, {
        repeat_rule: rule,
        due_date: due,
        remind_at: remind,
      });
      expect((await change(owner.client, task.id, { completed: true })).error).toBeNull();
      const { data } = await ctx.service
        .from('todos')
        .select('due_date, remind_at, reminder_by, completed')
        .eq('list_id', listId)
        .eq('completed', false)
        .single();
      const next = data as { due_date: string; remind_at: string; reminder_by: string };
      expect(next.due_date).toBe(nextDue);
      expect(new Date(next.remind_at).toISOString()).toBe(new Date(nextRemind).toISOString());
      expect(next.reminder_by).toBe(owner.user.id);
      // The ticked task's mail is cancelled; the next task's leaves at its own time.
      await send(remind);
      expect(mailsTo(owner.email)).toEqual([]);
      await send(nextRemind);
      expect(mailsTo(owner.email)).toHaveLength(1);
    },
  );

  it('a carried reminder already past is kept on the next task and not mailed', async () => {
    // Due (and reminded) four days ago, daily: the next task is due three days ago.
    const past = addDays(tokyoDateString(), -4);
    const { data: inserted } = await ctx.service
      .from('todos')
      .insert({
        list_id: listId,
        user_id: owner.user.id,
        title: '日報',
        due_date: past,
        repeat_rule: 'FREQ=DAILY',
        remind_at: at('09:00', past),
      })
      .select('id')
      .single();
    const id = (inserted as { id: string }).id;
    expect((await change(owner.client, id, { completed: true })).error).toBeNull();
    const { data } = await ctx.service
      .from('todos')
      .select('remind_at')
      .eq('list_id', listId)
      .eq('completed', false)
      .single();
    expect(new Date((data as { remind_at: string }).remind_at).toISOString()).toBe(
      new Date(at('09:00', addDays(past, 1))).toISOString(),
    );
    expect(await outbox('todo_task_reminder')).toEqual([]);
  });
});

describe('a queued assignee mail', () => {
  it('is cancelled when its task is deleted before it is sent', async () => {
    const task = await addTask(owner.client, { assignee_id: member.user.id });
    expect((await owner.client.from('todos').delete().eq('id', task.id)).error).toBeNull();
    await send(new Date().toISOString());
    expect(mailsTo(member.email)).toEqual([]);
    expect(await outbox('todo_assigned')).toEqual([
      expect.objectContaining({ status: 'cancelled', last_error: 'the task was deleted' }),
    ]);
  });

  it('is cancelled when the task is given to someone else first; theirs is sent', async () => {
    const task = await addTask(guest, { assignee_id: member.user.id });
    expect((await change(guest, task.id, { assignee_id: owner.user.id })).error).toBeNull();
    await send(new Date().toISOString());
    expect(mailsTo(member.email)).toEqual([]);
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      '【ToDo】タスク「見積書を送付する」の担当になりました',
    ]);
    expect(await outbox('todo_assigned')).toEqual([
      expect.objectContaining({
        recipient: member.email,
        status: 'cancelled',
        last_error: 'the task was given to someone else',
      }),
      expect.objectContaining({ recipient: owner.email, status: 'sent' }),
    ]);
  });

  it('is not sent if the sender finds the task gone (a row cancelled by nothing else)', async () => {
    const task = await addTask(owner.client, { assignee_id: member.user.id });
    // As if queued by an earlier version, which did not cancel it on delete.
    await ctx.backend.database.query(
      `alter table public.todos disable trigger todos_reminder_mail`,
    );
    try {
      await owner.client.from('todos').delete().eq('id', task.id);
    } finally {
      await ctx.backend.database.query(
        `alter table public.todos enable trigger todos_reminder_mail`,
      );
    }
    await send(new Date().toISOString());
    expect(mailsTo(member.email)).toEqual([]);
    expect(await outbox('todo_assigned')).toEqual([
      expect.objectContaining({ status: 'cancelled', last_error: 'the task was deleted' }),
    ]);
  });
});
